// The chat header's line about support: an agent is online now, or none is and the answer comes here later (the
// customer's bell rings when support answers). Nothing while unknown: it never claims an agent it has not seen.
import Typography from '@mui/material/Typography';
import { useSupportPresence } from '../api/get-support-presence.ts';

export const AGENT_ONLINE_TEXT = 'An agent is online now';
export const NO_AGENT_TEXT = 'No agent online: we will answer here and notify you';

export function AgentPresence({ color }: { color?: string }) {
  const presence = useSupportPresence().data;
  if (!presence) return null;
  return (
    <Typography component="span" variant="caption" color={color} role="status" sx={{ display: 'block' }}>
      {presence.agentOnline ? AGENT_ONLINE_TEXT : NO_AGENT_TEXT}
    </Typography>
  );
}
