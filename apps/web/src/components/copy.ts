// Copy to the clipboard and say 'Copied successfully' (spec section 8).
import { toast } from '../lib/toast.ts';

export async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Copied successfully');
    return true;
  } catch {
    toast.error('Could not copy: your browser blocked the clipboard');
    return false;
  }
}
