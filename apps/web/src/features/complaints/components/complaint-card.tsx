// A complaint in a list: company, status and the "Under dispute" label, title (the link), a line of the story, the date of
// experience, the due time, votes, comments, the author where the list shows one (linked to their public profile when
// named and public, as on a review's card) and the date. The whole card is clickable through the title's link. Plain
// elements and CSS (decision 63).
import type { ComplaintSummary } from '@redress/contract';
import { Link as RouterLink } from 'react-router';
import { PlainAuthorName } from '../../../components/author-name.tsx';
import { PlainDisputeChip } from '../../../components/dispute-label.tsx';
import { Icon, LogoMark, SkeletonBar } from '../../../components/plain-parts.tsx';
import { formatCalendarDay, formatInteger } from '../../../lib/format.ts';
import { formatDate } from '../lib/due-time.ts';
import { DueTime } from './due-time.tsx';
import { ICON_PATHS } from './icons.tsx';
import { StatusChip } from './status-chip.tsx';
import './complaint-card.css';

const plural = (n: number, one: string) => `${formatInteger(n)} ${one}${n === 1 ? '' : 's'}`;

export function ComplaintCard({ complaint: c, to, showCompany = true, showAuthor = false }: { complaint: ComplaintSummary; to: string; showCompany?: boolean; showAuthor?: boolean }) {
  return (
    <article className="rd-complaint">
      <div className="rd-complaint__top">
        {showCompany ? (
          <div className="rd-complaint__company">
            <LogoMark name={c.organizationDto.organizationName} logo={c.organizationDto.logo} size={28} />
            <span className="rd-complaint__company-name">{c.organizationDto.organizationName}</span>
          </div>
        ) : <div style={{ flex: 1 }} />}
        <StatusChip status={c.status} />
        <PlainDisputeChip state={c.dispute} noun="complaint" />
      </div>
      <h3 className="rd-complaint__title"><RouterLink to={to}>{c.complaint}</RouterLink></h3>
      <p className="rd-complaint__excerpt">{c.excerpt}</p>
      {c.experiencedOn && <p className="rd-complaint__experienced">Date of experience: <time dateTime={c.experiencedOn}>{formatCalendarDay(c.experiencedOn)}</time></p>}
      <div className="rd-complaint__due"><DueTime complaint={c} /></div>
      <div className="rd-complaint__meta">
        <span className="rd-complaint__count">
          <Icon d={ICON_PATHS.like} size={18} /><span aria-hidden="true">{c.votes}</span><span className="rd-visually-hidden">{plural(c.votes, 'like')}</span>
        </span>
        <span className="rd-complaint__count">
          <Icon d={ICON_PATHS.comment} size={18} /><span aria-hidden="true">{c.commentsCount}</span><span className="rd-visually-hidden">{plural(c.commentsCount, 'comment')}</span>
        </span>
        <span className="rd-complaint__date">
          {showAuthor && <><PlainAuthorName person={c.customerDto} className="rd-complaint__author" /> · </>}
          <time dateTime={c.createdAt}>{formatDate(c.createdAt)}</time>
        </span>
      </div>
    </article>
  );
}

export function ComplaintCardSkeleton() {
  return (
    <div className="rd-complaint" aria-hidden="true">
      <div className="rd-complaint__company"><SkeletonBar width={28} height={28} /><SkeletonBar text width="40%" /></div>
      <SkeletonBar height={24} width="80%" />
      <span><SkeletonBar text /><SkeletonBar text width="60%" /></span>
      <SkeletonBar text width="50%" />
    </div>
  );
}
