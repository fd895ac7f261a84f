/**
 * The player search of the console (`players.view`): one text (id, e-mail,
 * phone or login; exact match) and where to look, the results in a sortable, paged table linking
 * to each player's page. The search is also the page's URL (`?q=&by=`), so it can be shared and
 * reloaded; the server limits it to the staff member's brands.
 */
import { useState } from 'react';
import { Button, Form, Link } from 'react-aria-components';
import { ConsoleIsland } from './ConsoleIsland.tsx';
import { useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { consoleRequest, failureMessage } from '../../client/console/api.ts';
import { DataTable, SelectField, TextInput } from './fields.tsx';
import { useConsoleFormat } from './format.ts';
import { PLAYER_SEARCH_FIELDS, type PlayerSearchField, type PlayerSummary, type PlayersPageData } from '../../domain/console/players.ts';

function Search({ q: initialQ, by: initialBy, results: initialResults }: PlayersPageData) {
  const t = useT();
  const format = useConsoleFormat();
  const [q, setQ] = useState(initialQ);
  const [by, setBy] = useState<PlayerSearchField>(initialBy);
  const [results, setResults] = useState<PlayerSummary[] | null>(initialResults);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <Form
        className="console-card"
        role="search"
        aria-label={t('console_players_search')}
        onSubmit={async (event) => {
          event.preventDefault();
          setError(null);
          try {
            const params = new URLSearchParams({ q: q.trim(), by });
            const answer = await consoleRequest<{ players: PlayerSummary[] }>('GET', `/console-api/players?${params}`);
            setResults(answer.players);
            window.history.replaceState(null, '', `?${params}`);
          } catch (failure) {
            setResults(null);
            setError(failureMessage(failure, t('console_error_generic')));
          }
        }}
      >
        <div className="row">
          <TextInput label={t('console_players_query')} name="q" value={q} onChange={setQ} isRequired description={t('console_players_query_hint')} />
          <SelectField label={t('console_players_by')} name="by" value={by} onChange={setBy}
            options={PLAYER_SEARCH_FIELDS.map((field) => ({ value: field, label: t(`console_players_by_${field}`) }))} />
          <Button type="submit">{t('console_players_find')}</Button>
        </div>
        {error && <div className="alert" role="alert">{error}</div>}
      </Form>
      {results && (
        <section aria-live="polite">
          <p className="muted">{t('console_players_found', { count: results.length })}</p>
          <DataTable
            label={t('console_players_results')}
            rows={results}
            rowKey={(player) => player.id}
            initialSort={{ column: 'id', direction: 'descending' }}
            columns={[
              { id: 'id', header: t('console_player_id'), isRowHeader: true, sortValue: (p) => p.id, cell: (p) => <Link href={`/console/players/${p.id}`}>#{p.id}</Link> },
              { id: 'brand', header: t('console_brand'), sortValue: (p) => p.brandId, cell: (p) => p.brandId },
              { id: 'email', header: t('console_email'), sortValue: (p) => p.email ?? '', cell: (p) => p.email ?? '' },
              { id: 'phone', header: t('console_player_phone'), sortValue: (p) => p.phone ?? '', cell: (p) => p.phone ?? '' },
              { id: 'login', header: t('console_player_login'), sortValue: (p) => p.login ?? '', cell: (p) => p.login ?? '' },
              { id: 'ban', header: t('console_player_ban_level'), sortValue: (p) => p.banLevel, cell: (p) => String(p.banLevel) },
              { id: 'created', header: t('console_player_created'), sortValue: (p) => p.createdAt, cell: (p) => format.time(p.createdAt) },
            ]}
          />
        </section>
      )}
    </>
  );
}

export default function PlayerSearch({ q, by, results, ...i18n }: IslandI18nProps & PlayersPageData) {
  return (
    <ConsoleIsland {...i18n}>
      <Search q={q} by={by} results={results} />
    </ConsoleIsland>
  );
}
