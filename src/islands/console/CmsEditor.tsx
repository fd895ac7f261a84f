/**
 * The visual editor of a CMS page: Puck (`@puckeditor/core`) over the block
 * registry. Its fields come from the registry's zod props (src/registry/editor-config.ts, computed
 * by the page and passed in: one source), one text field per brand language; the preview draws
 * each block in the brand's theme (./cms-preview.tsx). In Puck's header (its `headerActions`
 * override: the one set of document actions): save (a new version; 409 when someone saved
 * meanwhile, 422 naming the field), publish, unpublish, schedule, archive. Above the editor: the
 * status, add a block (a keyboard-usable alternative to dragging) and a signed preview link;
 * below, the versions with their changes and restore. The server checks every action.
 */
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Puck, useGetPuck, type Config, type Data, type Fields } from '@puckeditor/core';
// The stylesheet without its external font import (the console's CSP loads styles from its own origin only).
import '@puckeditor/core/no-external.css';
import { Button, Input, Label, TextField } from 'react-aria-components';
import { ConsoleIsland, showToast } from './ConsoleIsland.tsx';
import { useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { useConsoleFormat } from './format.ts';
import { consoleRequest, ConsoleApiError } from '../../client/console/api.ts';
import { SelectField } from './fields.tsx';
import { PreviewBlock } from './cms-preview.tsx';
import { editorDataOfPage, pageOfEditorData, type EditorData } from '../../registry/editor-data.ts';
import type { ContentEditorData } from '../../domain/console/pages.ts';

/** An editor block definition as the page computes it from the registry. */
interface EditorBlockProps {
  label: string;
  fields: Fields;
  defaultProps: Record<string, unknown>;
}

interface Props {
  data: ContentEditorData;
  blocks: Record<string, EditorBlockProps>;
  rootFields: Fields;
  idBlocks: string[];
}

interface DocState {
  version: number;
  state: ContentEditorData['document']['state'];
  publishedVersion: number | null;
}

interface Change {
  path: string;
  before?: unknown;
  after?: unknown;
}

const ZONE = 'root:default-zone';

/** What the editor's two action areas share: the document's state, unsaved edits, the last refusal and the preview link. */
interface ActionsState {
  props: Props;
  doc: DocState;
  setDoc: (doc: DocState) => void;
  dirty: boolean;
  setDirty: (dirty: boolean) => void;
  problem: ConsoleApiError | null;
  setProblem: (problem: ConsoleApiError | null) => void;
  preview: string | null;
  setPreview: (url: string | null) => void;
}

const ActionsContext = createContext<ActionsState | null>(null);

/** The shared action state and the server calls both action areas make. */
function useActions() {
  const shared = useContext(ActionsContext)!;
  const t = useT();
  const getPuck = useGetPuck();
  const { props, doc, setDoc, setDirty, setProblem } = shared;
  const id = props.data.document.id;
  const run = async (work: () => Promise<void>) => {
    setProblem(null);
    try {
      await work();
    } catch (caught) {
      if (caught instanceof ConsoleApiError) setProblem(caught);
      else throw caught;
    }
  };
  const pageNow = () => pageOfEditorData(getPuck().appState.data as unknown as EditorData, props.data.schemaVersion, props.idBlocks);
  const save = () => run(async () => {
    const saved = await consoleRequest<DocState>('PUT', `/console-api/cms/documents/${id}`, { baseVersion: doc.version, page: pageNow() });
    setDoc(saved);
    setDirty(false);
    showToast(t('cms_saved', { version: saved.version }));
  });
  const state = (body: Record<string, unknown>, message: (next: DocState) => string) => run(async () => {
    const next = await consoleRequest<DocState>('POST', `/console-api/cms/documents/${id}/state`, body);
    setDoc(next);
    showToast(message(next));
  });
  return { ...shared, id, run, save, state, getPuck };
}

/**
 * The document's actions in Puck's header (`overrides.headerActions`, in place of Puck's own
 * Publish button): save, publish, unpublish, schedule at a time, archive. Publishing and
 * scheduling wait for unsaved edits to be saved (they act on a saved version).
 */
function HeaderActions() {
  const t = useT();
  const when = useConsoleFormat().time;
  const { props, doc, dirty, save, state } = useActions();
  const [publishAt, setPublishAt] = useState('');
  return (
    <div className="cms-header-actions" role="group" aria-label={t('cms_actions')}>
      {props.data.canEdit && <Button className="react-aria-Button" onPress={() => void save()}>{t('cms_save')}</Button>}
      {props.data.canPublish && (
        <>
          <Button className="react-aria-Button" isDisabled={dirty} onPress={() => void state({ action: 'publish', baseVersion: doc.version }, (next) => t('cms_published', { version: next.publishedVersion }))}>{t('cms_publish')}</Button>
          <Button className="react-aria-Button secondary" isDisabled={doc.state === 'draft'} onPress={() => void state({ action: 'unpublish' }, () => t('cms_unpublished'))}>{t('cms_unpublish')}</Button>
          <TextField className="field cms-schedule-at" value={publishAt} onChange={setPublishAt} type="datetime-local">
            <Label>{t('cms_schedule_at')}</Label>
            <Input />
          </TextField>
          <Button className="react-aria-Button secondary" isDisabled={dirty || !publishAt} onPress={() => void state(
            { action: 'schedule', baseVersion: doc.version, publishAt: new Date(publishAt).toISOString() },
            (next) => t('cms_scheduled', { version: next.version, at: when(new Date(publishAt).toISOString()) }),
          )}>{t('cms_schedule')}</Button>
          <Button className="react-aria-Button secondary" onPress={() => void state({ action: 'archive' }, () => t('cms_state_archived'))}>{t('cms_archive')}</Button>
        </>
      )}
    </div>
  );
}

/** Above the editor: the document's status, adding a block from the keyboard, the preview link, and the server's refusals. */
function Actions() {
  const t = useT();
  const { props, doc, dirty, problem, preview, setPreview, run, id, getPuck } = useActions();
  const { blocks } = props;
  const [adding, setAdding] = useState(Object.keys(blocks)[0]!);

  const conflictVersion = problem?.status === 409 ? (problem.body as { errors?: { meta?: { current?: { version?: number } } }[] })?.errors?.[0]?.meta?.current?.version : undefined;
  return (
    <div className="cms-actions">
      <p className="cms-status" role="status">
        {t('cms_status', { version: doc.version, state: t(`cms_state_${doc.state}`) })}
        {dirty && <> · <strong>{t('cms_unsaved')}</strong></>}
      </p>
      {props.data.canEdit && (
        <div className="row">
          <SelectField label={t('cms_add_block')} value={adding} onChange={setAdding}
            options={Object.entries(blocks).map(([type, block]) => ({ value: type, label: block.label }))} />
          <Button className="react-aria-Button secondary" onPress={() => {
            const { dispatch, appState } = getPuck();
            const index = appState.data.content.length;
            dispatch({ type: 'insert', componentType: adding, destinationIndex: index, destinationZone: ZONE });
            dispatch({ type: 'setUi', ui: { itemSelector: { index, zone: ZONE } } });
          }}>{t('cms_add')}</Button>
          <Button className="react-aria-Button secondary" onPress={() => void run(async () => {
            const link = await consoleRequest<{ url: string }>('POST', `/console-api/cms/documents/${id}/preview`, { version: doc.version });
            setPreview(link.url);
          })}>{t('cms_preview')}</Button>
        </div>
      )}
      {preview && <p className="cms-preview-link">{t('cms_preview_ready')} <a href={preview} target="_blank" rel="noopener" data-testid="preview-link">{preview}</a></p>}
      {problem && conflictVersion !== undefined && (
        <div role="alert" className="error">
          <p>{t('cms_conflict', { version: conflictVersion })}</p>
          <Button className="react-aria-Button secondary" onPress={() => window.location.reload()}>{t('cms_reload')}</Button>
        </div>
      )}
      {problem && conflictVersion === undefined && (
        <div role="alert" className="error">
          <p>{problem.status === 422 ? t('cms_invalid') : problem.message}</p>
          {problem.status === 422 && <ul>{problem.message.split(/; (?=content\[|root\.|schemaVersion)/).map((line) => <li key={line}>{line}</li>)}</ul>}
        </div>
      )}
    </div>
  );
}

function Versions({ data, current }: { data: ContentEditorData; current: number }) {
  const t = useT();
  const when = useConsoleFormat().time;
  const [diff, setDiff] = useState<{ version: number; changes: Change[] } | null>(null);
  const [versions, setVersions] = useState(data.versions);
  const id = data.document.id;
  // The history as the server has it, read again whenever this page saved a new version.
  useEffect(() => {
    if (versions[0]?.version === current) return;
    let alive = true;
    consoleRequest<{ versions: ContentEditorData['versions'] }>('GET', `/console-api/cms/documents/${id}`)
      .then((answer) => alive && setVersions(answer.versions))
      .catch((caught: unknown) => showToast(caught instanceof Error ? caught.message : String(caught), 'error'));
    return () => {
      alive = false;
    };
  }, [current, id, versions]);
  const show = (value: unknown) => (value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value));
  return (
    <section className="console-card cms-versions" aria-label={t('cms_versions')}>
      <h2>{t('cms_versions')}</h2>
      <ol>
        {versions.map((v) => (
          <li key={v.version}>
            <span>{t('cms_version_row', { version: v.version, at: when(v.savedAt), who: v.savedByEmail ?? '—', note: v.note === 'seed' ? t('cms_seed') : v.note })}</span>
            {v.version > 1 && (
              <Button className="react-aria-Button secondary" onPress={async () => {
                const answer = await consoleRequest<{ changes: Change[] }>('GET', `/console-api/cms/documents/${id}/diff?from=${v.version - 1}&to=${v.version}`);
                setDiff({ version: v.version, changes: answer.changes });
              }}>{t('cms_diff', { version: v.version })}</Button>
            )}
            {data.canEdit && v.version !== current && (
              <Button className="react-aria-Button secondary" onPress={async () => {
                try {
                  const restored = await consoleRequest<{ version: number }>('POST', `/console-api/cms/documents/${id}/restore`, { baseVersion: current, version: v.version });
                  showToast(t('cms_restored', { from: v.version, version: restored.version }));
                  window.location.reload();
                } catch (caught) {
                  showToast(caught instanceof Error ? caught.message : String(caught), 'error');
                }
              }}>{t('cms_restore', { version: v.version })}</Button>
            )}
          </li>
        ))}
      </ol>
      {diff && (
        <div className="cms-diff">
          <h3>{t('cms_diff', { version: diff.version })}</h3>
          {diff.changes.length === 0 ? <p>{t('cms_diff_none')}</p> : (
            <dl>
              {diff.changes.map((change) => (
                <div key={change.path}>
                  <dt><code>{change.path}</code></dt>
                  <dd><del>{show(change.before)}</del> → <ins>{show(change.after)}</ins></dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      )}
    </section>
  );
}

function Editor(props: Props) {
  const t = useT();
  const { data, blocks, rootFields } = props;
  const lng = data.document.language;
  const [doc, setDoc] = useState<DocState>({ version: data.document.version, state: data.document.state, publishedVersion: data.document.publishedVersion });
  const [dirty, setDirty] = useState(false);
  const [problem, setProblem] = useState<ConsoleApiError | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const first = useRef(true);
  const initial = useMemo(() => editorDataOfPage(data.document.page as Parameters<typeof editorDataOfPage>[0]) as unknown as Data, [data]);
  const mediaSrc = useMemo(() => Object.fromEntries(data.media.map((item) => [item.id, item.src])), [data]);
  const config = useMemo<Config>(() => ({
    root: {
      fields: rootFields,
      render: ({ children }: { children?: ReactNode }) => <div className="cms-preview cms-preview-root" lang={lng}>{children}</div>,
    },
    components: Object.fromEntries(Object.entries(blocks).map(([type, block]) => [type, {
      label: block.label,
      fields: block.fields,
      defaultProps: block.defaultProps,
      render: ({ puck: _puck, ...blockProps }: Record<string, unknown>) => <PreviewBlock type={type} props={blockProps} lng={lng} media={mediaSrc} />,
    }])),
  }), [blocks, rootFields, lng, mediaSrc]);
  const actions: ActionsState = { props, doc, setDoc, dirty, setDirty, problem, setProblem, preview, setPreview };
  // One set of document actions: ours replace Puck's own Publish button in its header.
  const overrides = useMemo(() => ({ headerActions: () => <HeaderActions /> }), []);
  return (
    <ActionsContext.Provider value={actions}>
      <Puck
        config={config}
        overrides={overrides}
        data={initial}
        iframe={{ enabled: false }}
        headerTitle={data.document.title}
        permissions={{ edit: data.canEdit, insert: data.canEdit, delete: data.canEdit, drag: data.canEdit, duplicate: data.canEdit }}
        onChange={() => {
          if (first.current) {
            first.current = false;
            return;
          }
          setDirty(true);
        }}
      >
        <Actions />
        <section className="cms-editor" aria-label={t('cms_editor_label')}>
          <Puck.Layout />
        </section>
      </Puck>
      <Versions data={data} current={doc.version} />
    </ActionsContext.Provider>
  );
}

/** The island. */
export default function CmsEditor({ data, blocks, rootFields, idBlocks, ...i18n }: Props & IslandI18nProps) {
  return (
    <ConsoleIsland {...i18n} withToasts>
      <Editor data={data} blocks={blocks} rootFields={rootFields} idBlocks={idBlocks} />
    </ConsoleIsland>
  );
}
