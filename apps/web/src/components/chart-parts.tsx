// What every chart of the app wraps its drawing in: the drawing hidden from screen readers, and its figures as a table
// only screen readers meet (the business dashboard's and the admin dashboard's charts).
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { visuallyHidden } from './visually-hidden.ts';

/** The chart's figures as a table only screen readers meet. */
export function FiguresTable({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  return (
    // Hidden by a wrapping block: a table takes no height below its content's, so a long one hidden by itself kept its
    // full height and stretched the page below the footer.
    <Box sx={visuallyHidden}>
      <table>
        <caption>{caption}</caption>
        <thead><tr>{head.map((h) => <th key={h} scope="col">{h}</th>)}</tr></thead>
        <tbody>{rows.map((r, i) => <tr key={i}>{r.map((c, j) => (j === 0 ? <th key={j} scope="row">{c}</th> : <td key={j}>{c}</td>))}</tr>)}</tbody>
      </table>
    </Box>
  );
}

/** The drawing itself, hidden from screen readers (its FiguresTable says the same). */
export const Drawing = ({ children }: { children: ReactNode }) => <Box aria-hidden sx={{ width: '100%', minWidth: 0 }}>{children}</Box>;

/** A value axis of counts: from 0, in whole steps (never "0.5 complaints"). */
export const COUNT_AXIS = { min: 0, tickMinStep: 1 } as const;
