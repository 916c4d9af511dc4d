// /disputes/:id: a company's dispute of the signed-in author's review or complaint: what the company says, the
// evidence so far, the deadline and the outcome, and the author's evidence form until the deadline.
import { useParams } from 'react-router';
import { DisputePageBody } from '../../../features/disputes/components/dispute-page-body.tsx';

export default function AuthorDisputePage() {
  const { id = '' } = useParams();
  return <DisputePageBody id={id} />;
}
