/**
 * The idea form of `office/share-idea` (spec §2): sends the idea (`POST /web-api/office/ideas`)
 * and adds it to the list of the player's ideas on the page. Errors show the server's detail.
 */
import { useState, type FormEvent } from 'react';
import { Button, Label, TextArea, TextField } from 'react-aria-components';
import type { IdeaView } from '../../domain/pages/office-security.ts';
import { api } from '../../client/auth/session.ts';
import { isApiError } from '../../client/shell/api.ts';
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { Moment } from '../shell/Moment.tsx';

/** Dictionary keys the island uses. */
export const SHARE_IDEA_KEYS = ['idea_text', 'idea_send', 'idea_sent', 'idea_yours', 'main_query_error'] as const;

function Panel({ initial }: { initial: IdeaView[] }) {
  const t = useT();
  const [ideas, setIdeas] = useState(initial);
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<{ kind: 'info' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setNotice(null);
    try {
      const { idea } = await api().post<{ idea: IdeaView }>('/web-api/office/ideas', { text });
      setIdeas((all) => [idea, ...all]);
      setText('');
      setNotice({ kind: 'info', text: t('idea_sent') });
    } catch (error) {
      setNotice({ kind: 'error', text: isApiError(error) && error.message ? error.message : t('main_query_error') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div data-testid="share-idea">
      {notice && <p className={`rg-notice rg-notice-${notice.kind}`} role="alert" data-testid="idea-notice">{notice.text}</p>}
      <form className="rg-form" onSubmit={send}>
        <TextField className="field" value={text} onChange={setText} isRequired maxLength={2000}>
          <Label>{t('idea_text')}</Label>
          <TextArea rows={5} data-testid="idea-text" />
        </TextField>
        <Button type="submit" className="button" isDisabled={busy}>{t('idea_send')}</Button>
      </form>
      {ideas.length > 0 && (
        <section aria-labelledby="ideas-yours">
          <h2 id="ideas-yours">{t('idea_yours')}</h2>
          <ul className="rg-list" data-testid="ideas">
            {ideas.map((idea) => <li key={idea.id} data-idea={idea.id}><Moment at={idea.createdAt} style="date" /> · {idea.text}</li>)}
          </ul>
        </section>
      )}
    </div>
  );
}

/** The island. */
export default function ShareIdea({ lng, locale, messages, ideas }: IslandI18nProps & { ideas: IdeaView[] }) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <Panel initial={ideas} />
    </IslandI18n>
  );
}
