/**
 * The console's media library island: the brand switch, the upload form (an image
 * chosen with react-aria's FileTrigger, alt text per language of the brand — the default
 * language's required) and the brand's images with their URLs' id, size and alt text. The server
 * checks the role and brand of every request (`media.view`, `media.upload`).
 */
import { useState } from 'react';
import { Button, FieldError, FileTrigger, Form, Input, Label, Text, TextField } from 'react-aria-components';
import { useIsSSR } from 'react-aria';
import { ConsoleIsland, showToast } from './ConsoleIsland.tsx';
import { useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { asConsoleError, ConsoleApiError, csrfToken } from '../../client/console/api.ts';
import type { MediaBrand, MediaListItem } from '../../domain/console/media-pages.ts';
import { mediaUrl } from '../../domain/media.ts';

interface Props {
  brand: MediaBrand;
  brands: MediaBrand[];
  canUpload: boolean;
  items: MediaListItem[];
}

/** Sends the upload form; the answer's item, or a ConsoleApiError with the fields the server named. */
async function sendUpload(brandId: string, form: FormData): Promise<{ item: MediaListItem; created: boolean }> {
  let response: Response;
  try {
    response = await fetch(`/console-api/media/${brandId}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'X-CSRF-Token': csrfToken() },
      body: form,
    });
  } catch {
    throw new ConsoleApiError(0, 'network', 'The console cannot be reached. Check the connection and try again.', [], null);
  }
  const data = (await response.json().catch(() => null)) as
    | { item: MediaListItem; created: boolean }
    | { errors?: { code?: string; detail?: string; meta?: { fields?: string[] } }[] }
    | null;
  if (!response.ok) {
    const errors = (data as { errors?: { code?: string; detail?: string; meta?: { fields?: string[] } }[] } | null)?.errors ?? [];
    const message = errors.map((e) => e.detail).filter(Boolean).join(' ') || `The console answered ${response.status}.`;
    throw new ConsoleApiError(response.status, errors[0]?.code ?? 'error', message, errors.flatMap((e) => e.meta?.fields ?? []), data);
  }
  return data as { item: MediaListItem; created: boolean };
}

function UploadForm({ brand, onUploaded }: { brand: MediaBrand; onUploaded: (item: MediaListItem, created: boolean) => void }) {
  const t = useT();
  const isSSR = useIsSSR();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ConsoleApiError | null>(null);
  const fieldError = (field: string) => (error?.fields.includes(field) ? error.message : undefined);
  // FileTrigger's hidden input carries a style attribute: the form is drawn in the browser only
  // (the console's CSP refuses inline styles in server-rendered HTML).
  if (isSSR) return <p aria-busy="true">{t('console_media_upload')}…</p>;
  return (
    <Form
      className="media-upload"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!file) {
          setError(new ConsoleApiError(400, 'bad_request', t('console_media_no_file'), ['file'], null));
          return;
        }
        const form = new FormData();
        form.append('file', file, file.name);
        for (const [lng, text] of Object.entries(alt)) if (text.trim()) form.append(`alt.${lng}`, text);
        setBusy(true);
        setError(null);
        try {
          const answer = await sendUpload(brand.id, form);
          onUploaded(answer.item, answer.created);
          showToast(t(answer.created ? 'console_media_uploaded' : 'console_media_exists'));
          setFile(null);
          setAlt({});
        } catch (failure) {
          setError(asConsoleError(failure, t('console_error_generic')));
        } finally {
          setBusy(false);
        }
      }}
    >
      <h2>{t('console_media_upload')}</h2>
      <p>{t('console_media_rules')}</p>
      {error && <div className="alert" role="alert">{error.message}</div>}
      <div className="row">
        <FileTrigger acceptedFileTypes={['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']} onSelect={(list) => setFile(list?.[0] ?? null)}>
          <Button className="react-aria-Button secondary">{t('console_media_choose')}</Button>
        </FileTrigger>
        <span data-testid="media-file-name">{file ? file.name : t('console_media_no_file')}</span>
      </div>
      {brand.languages.map((lng) => (
        <TextField
          key={lng}
          className="field"
          name={`alt.${lng}`}
          value={alt[lng] ?? ''}
          onChange={(value) => setAlt((all) => ({ ...all, [lng]: value }))}
          isRequired={lng === brand.defaultLanguage}
          maxLength={300}
          isInvalid={Boolean(fieldError(`alt.${lng}`))}
          validate={(value) => (lng === brand.defaultLanguage && value.trim() === '' ? t('console_media_alt_required') : null)}
        >
          <Label>{t('console_media_alt', { language: lng.toUpperCase() })}</Label>
          <Input lang={lng} />
          {lng === brand.defaultLanguage && <Text slot="description">{t('console_media_alt_help')}</Text>}
          <FieldError>{fieldError(`alt.${lng}`)}</FieldError>
        </TextField>
      ))}
      <Button type="submit" isDisabled={busy}>{busy ? t('console_media_uploading') : t('console_media_send')}</Button>
    </Form>
  );
}

function Library({ brand, brands, canUpload, items: initial }: Props) {
  const t = useT();
  const [items, setItems] = useState(initial);
  return (
    <>
      {brands.length > 1 && (
        <nav aria-label={t('console_media_brands')} className="row">
          {brands.map((b) => (
            <a key={b.id} href={`/console/media/${b.id}`} aria-current={b.id === brand.id ? 'page' : undefined}>{b.name}</a>
          ))}
        </nav>
      )}
      {canUpload ? (
        <UploadForm brand={brand} onUploaded={(item, created) => created && setItems((all) => [item, ...all.filter((i) => i.id !== item.id)])} />
      ) : (
        <p>{t('console_media_read_only')}</p>
      )}
      {items.length === 0 ? (
        <p>{t('console_media_empty')}</p>
      ) : (
        <ul className="media-grid" data-testid="media-list">
          {items.map((item) => (
            <li key={item.id} className="media-item" data-media-id={item.id}>
              <img src={mediaUrl(item.id, item.widths[0] ?? item.width)} alt={item.alt[brand.defaultLanguage] ?? Object.values(item.alt)[0] ?? ''} width={item.widths[0] ?? item.width} height={Math.round(((item.widths[0] ?? item.width) * item.height) / item.width)} loading="lazy" />
              <dl>
                <dt>{t('console_media_id')}</dt>
                <dd><code>{item.id}</code></dd>
                <dd>{t('console_media_size', { width: item.width, height: item.height, kb: Math.ceil(item.sourceBytes / 1024) })}</dd>
                <dd>{t('console_media_widths', { widths: item.widths.join(', ') })}</dd>
                {Object.entries(item.alt).map(([lng, text]) => (
                  <dd key={lng} lang={lng}>{lng.toUpperCase()}: {text}</dd>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The media library island. */
export default function MediaLibrary({ lng, locale, messages, ...props }: Props & IslandI18nProps) {
  return (
    <ConsoleIsland lng={lng} locale={locale} messages={messages} withToasts>
      <Library {...props} />
    </ConsoleIsland>
  );
}
