/**
 * CMS pages island (`content.view`): the pages of the staff member's brands (sortable,
 * paged table, each opening its visual editor) and a form for a new page (brand, route family,
 * slug, language, title) on the brands the staff member may edit. The server checks every action.
 */
import { useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { ConsoleIsland, showToast } from './ConsoleIsland.tsx';
import { useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { useConsoleFormat } from './format.ts';
import { consoleRequest, ConsoleApiError } from '../../client/console/api.ts';
import { DataTable, SelectField, TextInput } from './fields.tsx';
import type { CmsConsoleBrand, CmsDocumentRow } from '../../domain/console/pages.ts';

interface Props {
  documents: CmsDocumentRow[];
  editableBrands: CmsConsoleBrand[];
  families: readonly string[];
}

const editorHref = (doc: { brandId: string; id: number }) => `/console/content/${doc.brandId}/${doc.id}`;

function NewPage({ brands, families }: { brands: CmsConsoleBrand[]; families: readonly string[] }) {
  const t = useT();
  const [brandId, setBrandId] = useState(brands[0]!.id);
  const brand = brands.find((b) => b.id === brandId) ?? brands[0]!;
  const [family, setFamily] = useState('landing');
  const [slug, setSlug] = useState('');
  const [language, setLanguage] = useState(brand.defaultLanguage);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<ConsoleApiError | null>(null);
  const fieldError = (field: string) => (error?.fields.some((f) => f === field || f.startsWith(`${field}.`) || (field === 'title' && f.startsWith('root.'))) ? error.message : null);
  return (
    <Form
      className="console-card"
      aria-label={t('cms_new_page')}
      onSubmit={async (event) => {
        event.preventDefault();
        setError(null);
        try {
          const page = { schemaVersion: 2, root: { props: { title: { [language]: title } } }, content: [] };
          const created = await consoleRequest<{ id: number; brandId: string }>('POST', '/console-api/cms/documents', { brandId, family, slug, language, page });
          showToast(t('cms_created'));
          window.location.assign(editorHref(created));
        } catch (caught) {
          if (caught instanceof ConsoleApiError) setError(caught);
          else throw caught;
        }
      }}
    >
      <h2>{t('cms_new_page')}</h2>
      <div className="row">
        <SelectField label={t('cms_brand')} value={brandId} onChange={(id: string) => { setBrandId(id); setLanguage(brands.find((b) => b.id === id)!.defaultLanguage); }}
          options={brands.map((b) => ({ value: b.id, label: b.name }))} />
        <SelectField label={t('cms_family')} value={family} onChange={setFamily} options={families.map((f) => ({ value: f, label: f }))} />
        <SelectField label={t('cms_language')} value={language} onChange={setLanguage} options={brand.languages.map((l) => ({ value: l, label: l }))} />
      </div>
      <TextInput label={t('cms_slug')} name="slug" value={slug} onChange={setSlug} isRequired error={fieldError('slug')} />
      <TextInput label={t('cms_page_title')} name="title" value={title} onChange={setTitle} isRequired error={fieldError('title')} />
      {error && !error.fields.length && <p role="alert" className="error">{error.message}</p>}
      <Button type="submit" className="react-aria-Button">{t('cms_create')}</Button>
    </Form>
  );
}

function Documents({ documents, editableBrands, families }: Props) {
  const t = useT();
  const when = useConsoleFormat().time;
  return (
    <>
      {editableBrands.length > 0 && <NewPage brands={editableBrands} families={families} />}
      <DataTable
        label={t('cms_title')}
        rows={documents}
        rowKey={(doc) => doc.id}
        pageSize={25}
        initialSort={{ column: 'updated', direction: 'descending' }}
        columns={[
          { id: 'page', header: t('cms_col_page'), isRowHeader: true, sortValue: (doc) => `${doc.brandId}/${doc.family}/${doc.slug}/${doc.language}`,
            cell: (doc) => <a href={editorHref(doc)}>{doc.title} <span className="muted">({doc.brandId} · {doc.family}/{doc.slug} · {doc.language})</span></a> },
          { id: 'state', header: t('cms_col_state'), sortValue: (doc) => doc.state, cell: (doc) => t(`cms_state_${doc.state}`) },
          { id: 'version', header: t('cms_col_version'), sortValue: (doc) => doc.version, cell: (doc) => String(doc.version) },
          { id: 'updated', header: t('cms_col_updated'), sortValue: (doc) => doc.updatedAt, cell: (doc) => when(doc.updatedAt) },
        ]}
      />
    </>
  );
}

/** The island. */
export default function CmsDocuments(props: Props & IslandI18nProps) {
  const { documents, editableBrands, families, ...i18n } = props;
  return (
    <ConsoleIsland {...i18n} withToasts>
      <Documents documents={documents} editableBrands={editableBrands} families={families} />
    </ConsoleIsland>
  );
}
