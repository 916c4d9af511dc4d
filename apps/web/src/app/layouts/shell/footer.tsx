// The footer: links, the product's social profiles when configured, the newsletter sign-up, and the 21:00 due-time rule. Plain elements and CSS
// (decision 63); the sign-up's form (MUI) loads when its place comes into view (decision 60). The sign-up stores a
// subscription and confirms it by e-mail; the newsletter goes out every Monday (decision 98) and the text says so.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { PublicConfig } from '@redress/contract';
import { useBrandName, usePublicConfig } from '../../../components/brand.ts';
import { Icon } from '../../../components/plain-parts.tsx';
import { paths } from '../../../config/paths.ts';
import { LazyNewsletterForm } from '../../../features/newsletter/components/lazy-newsletter-form.tsx';
import './footer.css';

/** The response rule as a due time on the platform's clock (PLATFORM_TZ), not a promise that a company answers. */
export const dueRuleSentence = (timeZone: string) => `A company is due to answer a complaint by the end of the next day when it is filed by 21:00 (${timeZone}), `
  + 'by the end of the day after when filed later. Each complaint shows its due time; a company that misses it is marked overdue.';

// Material icons' paths.
const networks: Record<PublicConfig['social'][number]['network'], { label: string; d: string }> = {
  facebook: { label: 'Facebook', d: 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2m13 2h-2.5A3.5 3.5 0 0 0 12 8.5V11h-2v3h2v7h3v-7h3v-3h-3V9a1 1 0 0 1 1-1h2V5z' },
  x: { label: 'X', d: 'M18.244 2.25h3.308l-7.227 8.26 8.502 11.24H16.17l-5.214-6.817L4.99 21.75H1.68l7.73-8.835L1.254 2.25H8.08l4.713 6.231zm-1.161 17.52h1.833L7.084 4.126H5.117z' },
  linkedin: { label: 'LinkedIn', d: 'M19 3a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h14m-.5 15.5v-5.3a3.26 3.26 0 0 0-3.26-3.26c-.85 0-1.84.52-2.32 1.3v-1.11h-2.79v8.37h2.79v-4.93c0-.77.62-1.4 1.39-1.4a1.4 1.4 0 0 1 1.4 1.4v4.93h2.79M6.88 8.56a1.68 1.68 0 0 0 1.68-1.68c0-.93-.75-1.69-1.68-1.69a1.69 1.69 0 0 0-1.69 1.69c0 .93.76 1.68 1.69 1.68m1.39 9.94v-8.37H5.5v8.37h2.77z' },
  instagram: { label: 'Instagram', d: 'M7.8 2h8.4C19.4 2 22 4.6 22 7.8v8.4a5.8 5.8 0 0 1-5.8 5.8H7.8C4.6 22 2 19.4 2 16.2V7.8A5.8 5.8 0 0 1 7.8 2m-.2 2A3.6 3.6 0 0 0 4 7.6v8.8C4 18.39 5.61 20 7.6 20h8.8a3.6 3.6 0 0 0 3.6-3.6V7.6C20 5.61 18.39 4 16.4 4H7.6m9.65 1.5a1.25 1.25 0 0 1 1.25 1.25A1.25 1.25 0 0 1 17.25 8 1.25 1.25 0 0 1 16 6.75a1.25 1.25 0 0 1 1.25-1.25M12 7a5 5 0 0 1 5 5 5 5 0 0 1-5 5 5 5 0 0 1-5-5 5 5 0 0 1 5-5m0 2a3 3 0 0 0-3 3 3 3 0 0 0 3 3 3 3 0 0 0 3-3 3 3 0 0 0-3-3z' },
};

/** A link of the footer. */
function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return <RouterLink className="rd-footer__link" to={to}>{children}</RouterLink>;
}

export function Footer() {
  const brand = useBrandName();
  // The product's own profiles (SOCIAL_*_URL); none configured, no icons.
  const config = usePublicConfig();
  const social = config?.social ?? [];
  return (
    <footer className="rd-footer">
      <div className="rd-footer__inner">
        <div className="rd-footer__columns">
          <div className="rd-footer__col rd-footer__col--wide rd-footer__col--digest">
            <h2 className="rd-footer__heading">The newsletter</h2>
            <p className="rd-footer__text">
              Every Monday morning: the week's resolved complaints, how companies answered and the most helpful reviews.
              A quiet week sends nothing; every e-mail unsubscribes in one click.
            </p>
            <div className="rd-footer__form"><LazyNewsletterForm /></div>
          </div>
          <div className="rd-footer__col rd-footer__col--half rd-footer__col--links">
            <h2 className="rd-footer__heading">{brand}</h2>
            <FooterLink to={paths.explore}>Explore companies</FooterLink>
            <FooterLink to={paths.compare}>Compare companies</FooterLink>
            <FooterLink to={paths.tellAFriend}>Tell a friend</FooterLink>
          </div>
          <div className="rd-footer__col rd-footer__col--half rd-footer__col--links">
            <h2 className="rd-footer__heading">Help</h2>
            <FooterLink to={paths.support}>Support and FAQ</FooterLink>
            <FooterLink to={paths.contactUs}>Contact us</FooterLink>
            <FooterLink to={paths.legal}>Terms and privacy</FooterLink>
            <FooterLink to={paths.transparency}>Transparency report</FooterLink>
            <a className="rd-footer__link" href={paths.apiDocs}>API docs</a>
          </div>
          <div className="rd-footer__col rd-footer__col--wide rd-footer__col--business">
            <h2 className="rd-footer__heading">Businesses</h2>
            <FooterLink to={paths.forBusiness}>{brand} for business</FooterLink>
            <FooterLink to={paths.companySignup}>Create a business account</FooterLink>
            {social.length > 0 && (
              <div className="rd-footer__social">
                {social.map((s) => (
                  <a key={s.network} href={s.url} target="_blank" rel="noopener noreferrer" aria-label={`${brand} on ${networks[s.network].label}`}>
                    <Icon d={networks[s.network].d} size={24} />
                  </a>
                ))}
              </div>
            )}
          </div>
        </div>
        <div className="rd-footer__bottom">
          <p className="rd-footer__small" style={{ maxWidth: 760 }}>{dueRuleSentence(config?.platformTz ?? 'UTC')}</p>
          <p className="rd-footer__small">© {new Date().getFullYear()} {brand}</p>
        </div>
      </div>
    </footer>
  );
}
