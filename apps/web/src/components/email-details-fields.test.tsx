// The e-mail details fields the business's settings and the admin's "E-mail details" share: what a save sends, how the
// saved addresses come back, and the server's field errors under the right field.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { AddressFields, addressErrorsOf, MailKindsFieldset, useEmailDetailsDraft } from './email-details-fields.tsx';

afterEach(cleanup);

const record = { contactEmails: ['a@x.example', 'b@x.example'], ccEmails: [], mail: { newComplaint: true, newReview: false, overdueSummary: true } };
let draft: ReturnType<typeof useEmailDetailsDraft>;

function Form({ errors = {} }: { errors?: { contactEmails?: string; ccEmails?: string } }) {
  draft = useEmailDetailsDraft(record);
  return (
    <>
      <AddressFields {...draft.addressFields} disabled={false} errors={errors} contactHint="Where notices go" />
      <MailKindsFieldset mail={draft.mail} onChange={draft.setMail} disabled={false} />
    </>
  );
}

describe('e-mail details fields', () => {
  it('start from the record one address a line, and a save sends the typed addresses split and the switches', () => {
    render(<Form />);
    expect(screen.getByLabelText('Contact addresses')).toHaveProperty('value', 'a@x.example\nb@x.example');
    fireEvent.change(screen.getByLabelText('Copy to (cc)'), { target: { value: 'c@x.example, d@x.example;e@x.example' } });
    fireEvent.click(screen.getByLabelText('A new review of the company'));
    expect(draft.values()).toEqual({
      contactEmails: ['a@x.example', 'b@x.example'], ccEmails: ['c@x.example', 'd@x.example', 'e@x.example'],
      mail: { newComplaint: true, newReview: true, overdueSummary: true },
    });
    act(() => draft.showSaved({ contactEmails: ['a@x.example'], ccEmails: ['c@x.example'] }));
    expect(screen.getByLabelText('Contact addresses')).toHaveProperty('value', 'a@x.example');
    expect(screen.getByLabelText('Copy to (cc)')).toHaveProperty('value', 'c@x.example');
  });

  it('show the server\'s message for a list or one of its items under that field', () => {
    const err = new ApiError(400, 'ccEmails.1: is not an e-mail address', 'BAD_REQUEST', [{ field: 'ccEmails.1', message: 'is not an e-mail address' }]);
    const errors = addressErrorsOf(err);
    expect(errors).toEqual({ contactEmails: undefined, ccEmails: 'is not an e-mail address' });
    render(<Form errors={errors} />);
    expect(screen.getByText('Copy to: is not an e-mail address')).toBeTruthy();
    expect(screen.getByText('Where notices go')).toBeTruthy();
    expect(addressErrorsOf(new Error('offline'))).toEqual({ contactEmails: undefined, ccEmails: undefined });
  });
});
