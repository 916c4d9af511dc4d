// The portal's list of addresses (pasted or a CSV's text) -> recipients, as the browser reads it before the preview.
import { describe, expect, it } from 'vitest';
import { parseInviteeList } from './review-invitations.ts';

describe('parseInviteeList', () => {
  it('reads one address a line, "Name <address>" and "address, Name", and names the lines without an address', () => {
    const text = 'Ann Lee <ann@x.com>\n\nben@x.com, Ben\r\ncara@x.com\nnot an address\n"Lee, Dan" <dan@x.com>\n';
    expect(parseInviteeList(text)).toEqual({
      recipients: [{ email: 'ann@x.com', name: 'Ann Lee' }, { email: 'ben@x.com', name: 'Ben' }, { email: 'cara@x.com' }, { email: 'dan@x.com', name: 'Lee, Dan' }],
      invalid: [5],
    });
  });

  it('reads a CSV by its header, whatever the columns\' order, and skips the header', () => {
    const csv = 'name,email,order\n"Ann Lee",ann@x.com,1001\nBen,ben@x.com,1002\n,cara@x.com,1003\n';
    expect(parseInviteeList(csv)).toEqual({
      recipients: [{ email: 'ann@x.com', name: 'Ann Lee' }, { email: 'ben@x.com', name: 'Ben' }, { email: 'cara@x.com' }],
      invalid: [],
    });
  });
});
