// An item's author as the API names them: a link to their public reviewer profile when the item is named and the
// profile public (customerProfile, decision 176), else the name alone ("Anonymous" for an anonymous item).
import Link from '@mui/material/Link';
import type { CustomerDto } from '@redress/contract';
import { Link as RouterLink } from 'react-router';
import { paths } from '../config/paths.ts';

const profileLabel = (person: CustomerDto) => `${person.customerName}: reviewer profile`;

export function AuthorName({ person }: { person: CustomerDto }) {
  if (!person.customerProfile) return <>{person.customerName}</>;
  return (
    <Link component={RouterLink} to={paths.reviewer(person.customerProfile)} aria-label={profileLabel(person)}>
      {person.customerName}
    </Link>
  );
}

/** The same in plain elements, for the cards that repeat down a list (decision 63): the card's stylesheet styles the link. */
export function PlainAuthorName({ person, className }: { person: CustomerDto; className?: string }) {
  if (!person.customerProfile) return <>{person.customerName}</>;
  return <RouterLink className={className} to={paths.reviewer(person.customerProfile)} aria-label={profileLabel(person)}>{person.customerName}</RouterLink>;
}
