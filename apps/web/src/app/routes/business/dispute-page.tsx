// /business/disputes/:id: one of the company's disputes: its statement, the evidence of both sides (never the author's
// identity beyond what the item shows), the deadline, the outcome, and the company's evidence form while open.
import { useParams } from 'react-router';
import { DisputePageBody } from '../../../features/disputes/components/dispute-page-body.tsx';

export default function BusinessDisputePage() {
  const { id = '' } = useParams();
  return <DisputePageBody id={id} />;
}
