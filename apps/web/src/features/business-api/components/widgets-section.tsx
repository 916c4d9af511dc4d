// The owner's widgets: choose kind, theme and how many reviews; save; preview the embed as a site shows it; copy the snippet.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { WIDGET_REVIEWS_MAX, type Widget, type WidgetKind, type WidgetTheme } from '@redress/contract';
import { copyText } from '../../../components/copy.ts';
import { NativeSelectField } from '../../../components/native-select-field.tsx';
import { PageSection } from '../../../components/page-section.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSaveWidget, useUpdateWidget, useWidgets } from '../api/widgets.ts';

const KIND_LABELS: Record<WidgetKind, string> = { score: 'Score badge', reviews: 'Score and latest reviews' };

interface Draft { kind: WidgetKind; theme: WidgetTheme; reviewCount: number }
const draftOf = (w: Widget | undefined): Draft => (w ? { kind: w.kind, theme: w.theme, reviewCount: w.reviewCount || 3 } : { kind: 'score', theme: 'light', reviewCount: 3 });

interface FormProps { companyId: string; widget: Widget | undefined; canAdd: boolean; onSaved: (w: Widget) => void; draft: Draft; setDraft: (d: Draft) => void }

function WidgetForm({ companyId, widget, canAdd, onSaved, draft, setDraft }: FormProps) {
  const save = useSaveWidget(companyId);
  const update = useUpdateWidget(companyId);
  const pending = save.isPending || update.isPending;
  const error = [save.error, update.error].find((e) => e instanceof ApiError);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { ...draft, reviewCount: draft.kind === 'score' ? 0 : draft.reviewCount };
    if (widget) update.mutate({ widgetId: widget.id, ...body }, { onSuccess: onSaved });
    else save.mutate(body, { onSuccess: onSaved });
  };
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <Box>
          <FormLabel id="widget-kind">Kind</FormLabel>
          <RadioGroup aria-labelledby="widget-kind" value={draft.kind} onChange={(e) => setDraft({ ...draft, kind: e.target.value as WidgetKind })}>
            {(Object.keys(KIND_LABELS) as WidgetKind[]).map((k) => <FormControlLabel key={k} value={k} control={<Radio />} label={KIND_LABELS[k]} />)}
          </RadioGroup>
        </Box>
        <Box>
          <FormLabel id="widget-theme">Theme</FormLabel>
          <RadioGroup row aria-labelledby="widget-theme" value={draft.theme} onChange={(e) => setDraft({ ...draft, theme: e.target.value as WidgetTheme })}>
            <FormControlLabel value="light" control={<Radio />} label="Light" />
            <FormControlLabel value="dark" control={<Radio />} label="Dark" />
          </RadioGroup>
        </Box>
        {draft.kind === 'reviews' && (
          <NativeSelectField label="Reviews shown" value={String(draft.reviewCount)} onChange={(e) => setDraft({ ...draft, reviewCount: Number(e.target.value) })}>
            {Array.from({ length: WIDGET_REVIEWS_MAX }, (_, i) => i + 1).map((n) => <option key={n} value={n}>{n}</option>)}
          </NativeSelectField>
        )}
        {error && <Alert severity="error">{error.message}</Alert>}
        <Box>
          <Button type="submit" variant="contained" disabled={pending || (!widget && !canAdd)}>{widget ? 'Save changes' : 'Create widget'}</Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** The embed as a site shows it, with the choices not saved yet (the embed's preview parameters) until they are. */
function Preview({ widget, draft }: { widget: Widget; draft: Draft }) {
  const unsaved = draft.kind !== widget.kind || draft.theme !== widget.theme || (draft.kind === 'reviews' && draft.reviewCount !== widget.reviewCount);
  const shown = draft.kind === 'reviews' ? draft.reviewCount : 0;
  const frame = useRef<HTMLIFrameElement>(null);
  const [fitted, setFitted] = useState<number | null>(null);
  // The embed reports its height (decision 154), as it does to a company's site through the snippet's loader.
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      const data = e.data as { redressEmbed?: unknown; height?: unknown } | null;
      if (e.origin !== window.location.origin || e.source !== frame.current?.contentWindow || data?.redressEmbed !== 1) return;
      const h = Number(data.height);
      if (h >= 40 && h <= 4000) setFitted(Math.ceil(h));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  const height = fitted ?? 132 + shown * 118;
  const query = unsaved ? `?${new URLSearchParams({ kind: draft.kind, theme: draft.theme, ...(shown ? { reviews: String(shown) } : {}) }).toString()}` : '';
  return (
    <Stack spacing={2}>
      {unsaved && <Alert severity="info">The preview shows your changes; your site shows them once you save.</Alert>}
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, bgcolor: 'background.default' }}>
        <iframe
          ref={frame} key={`${widget.updatedAt}${query}`} src={`/embed/${widget.compressedUrl}${query}`} title="Widget preview"
          width="360" height={height} style={{ border: 0, maxWidth: '100%', display: 'block' }}
        />
      </Box>
      <Box>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>Paste this into your site</Typography>
        <Box component="pre" data-testid="widget-snippet" tabIndex={0} aria-label="Widget snippet" sx={{ p: 1.5, bgcolor: 'action.hover', borderRadius: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 13, m: 0, mt: 1 }}>
          {widget.snippet}
        </Box>
        <Button sx={{ mt: 1 }} variant="outlined" onClick={() => void copyText(widget.snippet)}>Copy snippet</Button>
      </Box>
    </Stack>
  );
}

export function WidgetsSection({ companyId }: { companyId: string }) {
  const widgets = useWidgets(companyId);
  const [selectedId, setSelectedId] = useState<string | 'new' | null>(null);
  const list = widgets.data?.data ?? [];
  const selected = selectedId === 'new' ? undefined : list.find((w) => w.id === selectedId) ?? list[0];
  const limit = widgets.data?.limit ?? null;
  const canAdd = limit === null || list.length < limit;
  if (widgets.isPending) return <Typography role="status">Loading your widgets…</Typography>;
  return (
    <Stack spacing={3}>
      {list.length > 1 || (list.length > 0 && canAdd) ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Your widgets">
          {list.map((w, i) => (
            <Button key={w.id} variant={selected?.id === w.id ? 'contained' : 'outlined'} onClick={() => setSelectedId(w.id)} aria-pressed={selected?.id === w.id}>
              Widget {i + 1}: {KIND_LABELS[w.kind]}
            </Button>
          ))}
          {canAdd && <Button variant={selectedId === 'new' ? 'contained' : 'text'} onClick={() => setSelectedId('new')} aria-pressed={selectedId === 'new'}>New widget</Button>}
        </Stack>
      ) : null}
      {!canAdd && !selected && <Alert severity="info">The {widgets.data?.planName} plan allows {limit} widgets. Choose another plan for more.</Alert>}
      <WidgetEditor key={selected?.id ?? 'new'} companyId={companyId} widget={selected} canAdd={canAdd} onSaved={(w) => setSelectedId(w.id)} />
    </Stack>
  );
}

/** One widget's form and its preview, which follows the form before it is saved. */
function WidgetEditor({ companyId, widget, canAdd, onSaved }: Omit<FormProps, 'draft' | 'setDraft'>) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(widget));
  return (
    <>
      <PageSection title={widget ? 'Change the widget' : 'Create a widget'}>
        <WidgetForm companyId={companyId} widget={widget} canAdd={canAdd} onSaved={onSaved} draft={draft} setDraft={setDraft} />
      </PageSection>
      {widget && <PageSection title="Preview and snippet"><Preview widget={widget} draft={draft} /></PageSection>}
    </>
  );
}
