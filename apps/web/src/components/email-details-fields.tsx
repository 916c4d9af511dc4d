// A company's e-mail details as a form edits them: the contact and cc address lists and the switches for which kinds
// of notice mail it. The business's settings (/business/settings) and the admin's "E-mail details" (decision 131)
// edit the same record, so they share these fields, their labels and their error wording.
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import type { CompanyMailPreferences } from '@redress/contract';
import { ApiError } from '../lib/api-client.ts';
import { TextField } from './text-field.tsx';

const MAIL_KINDS: { key: keyof CompanyMailPreferences; label: string }[] = [
  { key: 'newComplaint', label: 'A new complaint about the company' },
  { key: 'newReview', label: 'A new review of the company' },
  { key: 'overdueSummary', label: 'The weekly summary of overdue complaints' },
];

/** The addresses typed one a line (or separated by spaces, commas or semicolons). */
export const splitAddresses = (text: string) => text.split(/[\s,;]+/).map((s) => s.trim()).filter(Boolean);

/** The server's message for a field or any of its items ("contactEmails.2"), if it named one. */
export function fieldErrorOf(err: unknown, name: string): string | undefined {
  const fields = err instanceof ApiError ? err.fieldErrors : {};
  return Object.entries(fields).find(([f]) => f === name || f.startsWith(`${name}.`))?.[1];
}

export interface AddressErrors { contactEmails?: string; ccEmails?: string }

/** The server's messages for the two address lists, if it named them. */
export const addressErrorsOf = (err: unknown): AddressErrors => ({ contactEmails: fieldErrorOf(err, 'contactEmails'), ccEmails: fieldErrorOf(err, 'ccEmails') });

interface EmailDetailsRecord { contactEmails: string[]; ccEmails: string[]; mail: CompanyMailPreferences }

/**
 * The form's copy of a record's addresses (one a line) and mail switches: `addressFields` goes to AddressFields,
 * `values()` is what a save sends, `showSaved` puts the saved (cleaned) addresses back in the fields.
 */
export function useEmailDetailsDraft(record: EmailDetailsRecord) {
  const [contact, setContact] = useState(record.contactEmails.join('\n'));
  const [cc, setCc] = useState(record.ccEmails.join('\n'));
  const [mail, setMail] = useState(record.mail);
  return {
    mail, setMail,
    addressFields: { contact, cc, onContactChange: setContact, onCcChange: setCc },
    values: (): EmailDetailsRecord => ({ contactEmails: splitAddresses(contact), ccEmails: splitAddresses(cc), mail }),
    showSaved: (saved: Pick<EmailDetailsRecord, 'contactEmails' | 'ccEmails'>) => {
      setContact(saved.contactEmails.join('\n'));
      setCc(saved.ccEmails.join('\n'));
    },
  };
}

/** "Contact addresses" and "Copy to (cc)", one address a line. */
export function AddressFields({ contact, cc, onContactChange, onCcChange, disabled, errors, contactHint }: {
  contact: string;
  cc: string;
  onContactChange: (text: string) => void;
  onCcChange: (text: string) => void;
  disabled: boolean;
  errors: AddressErrors;
  /** The contact field's helper text while it has no error. */
  contactHint: string;
}) {
  return (
    <>
      <TextField label="Contact addresses" multiline minRows={2} value={contact} onChange={(e) => onContactChange(e.target.value)} disabled={disabled}
        error={!!errors.contactEmails} helperText={errors.contactEmails ? `Contact addresses: ${errors.contactEmails}` : contactHint} />
      <TextField label="Copy to (cc)" multiline minRows={1} value={cc} onChange={(e) => onCcChange(e.target.value)} disabled={disabled}
        error={!!errors.ccEmails} helperText={errors.ccEmails ? `Copy to: ${errors.ccEmails}` : 'Copied on every notice sent to the contact addresses'} />
    </>
  );
}

/** The "E-mail the company when" switches. */
export function MailKindsFieldset({ mail, onChange, disabled }: {
  mail: CompanyMailPreferences;
  onChange: (mail: CompanyMailPreferences) => void;
  disabled: boolean;
}) {
  return (
    <FormControl component="fieldset" disabled={disabled}>
      <FormLabel component="legend">E-mail the company when</FormLabel>
      <FormGroup>
        {MAIL_KINDS.map((k) => (
          <FormControlLabel key={k.key} label={k.label}
            control={<Switch checked={mail[k.key]} onChange={(e) => onChange({ ...mail, [k.key]: e.target.checked })} />} />
        ))}
      </FormGroup>
    </FormControl>
  );
}
