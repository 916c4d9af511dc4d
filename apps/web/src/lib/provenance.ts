// Where a review came from and how its experience was verified (issue 39, decisions 161 and 163), in words: the one
// place the labels' text is written, for the full page, the cards, the home page's plain cards and the moderators'
// screens alike.
import type { OrganizationDto, Review } from '@redress/contract';

export interface Provenance {
  /** "Invited" or "Organic". */
  source: string;
  /** What "Invited" or "Organic" means. */
  sourceNote: string;
  /** How the experience was verified, or null when it was not. */
  verified: string | null;
}

/** What the labels read of a review (a moderator's item names its company alone). */
export type ProvenanceOf = Pick<Review, 'source' | 'verifiedVia'> & { reviewOrganizationDto: Pick<OrganizationDto, 'organizationName'> };

/** `brand`: the platform's name ("Redress"), from the public settings. */
export function provenanceOf(r: ProvenanceOf, brand: string): Provenance {
  const company = r.reviewOrganizationDto.organizationName;
  return {
    source: r.source === 'invited' ? 'Invited' : 'Organic',
    sourceNote: r.source === 'invited' ? `Written from ${company}'s invitation` : 'Written without an invitation from the company',
    verified: r.verifiedVia === 'invitation' ? `Invited by ${company} through ${brand}`
      : r.verifiedVia === 'complaint' ? `Its author's complaint to ${company} was resolved or closed`
        : null,
  };
}
