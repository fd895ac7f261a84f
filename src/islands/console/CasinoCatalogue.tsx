/**
 * The console's casino catalogue of one brand (`casino.view`; changes need `casino.edit`): each
 * game with its provider, categories, availability and lobby position. A change — switch on/off,
 * new position, the brand's categories of the game — is saved with the reason above the list
 * (`POST /console-api/casino/{brandId}/games/{gameId}`, audited) and leaves the lobby at once.
 */
import { useState } from 'react';
import { Button, Checkbox, CheckboxGroup, Label, Switch } from 'react-aria-components';
import { LOBBY_CATEGORY_NAMES } from '../../domain/casino/lobby.ts';
import { ConsoleIsland, showToast } from './ConsoleIsland.tsx';
import { ReasonField, TextInput } from './fields.tsx';
import { consoleRequest } from '../../client/console/api.ts';
import { useT, type IslandI18nProps } from '../shell/i18n.tsx';
import type { ConsoleCasinoGame } from '../../domain/console/pages.ts';

interface Props {
  brandId: string;
  games: ConsoleCasinoGame[];
  canEdit: boolean;
}

function GameRow({ brandId, game, canEdit, reason, onSaved }: { brandId: string; game: ConsoleCasinoGame; canEdit: boolean; reason: string; onSaved: (g: ConsoleCasinoGame) => void }) {
  const t = useT();
  const [enabled, setEnabled] = useState(game.enabled);
  const [position, setPosition] = useState(String(game.position));
  const [categories, setCategories] = useState<string[]>(game.categories);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setError(null);
    try {
      const answer = await consoleRequest<{ game: ConsoleCasinoGame }>('POST', `/console-api/casino/${brandId}/games/${game.id}`, { enabled, position: Number(position), categories, reason });
      onSaved(answer.game);
      showToast(t('console_casino_saved'));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <li data-game={game.id} data-enabled={String(game.enabled)}>
      <p><strong>{game.name}</strong> · {game.providerName} · {game.categories.join(', ')}</p>
      <Switch isSelected={enabled} onChange={setEnabled} isDisabled={!canEdit} data-testid={`casino-enabled-${game.id}`}>
        <span className="switch-indicator" aria-hidden="true" /> {t('console_casino_enabled')}
      </Switch>
      <CheckboxGroup value={categories} onChange={setCategories} isDisabled={!canEdit} className="console-casino-categories" data-testid={`casino-categories-${game.id}`}>
        <Label>{t('console_casino_categories')}</Label>
        {LOBBY_CATEGORY_NAMES.map((name) => <Checkbox key={name} value={name}>{name}</Checkbox>)}
      </CheckboxGroup>
      <TextInput label={t('console_casino_position')} value={position} onChange={setPosition} name="position" type="number" />
      {canEdit && <Button className="button" onPress={() => void save()} data-testid={`casino-save-${game.id}`}>{t('console_casino_save')}</Button>}
      {error && <p role="alert" className="field-error">{error}</p>}
    </li>
  );
}

function Catalogue({ brandId, games: initial, canEdit }: Props) {
  const [games, setGames] = useState(initial);
  const [reason, setReason] = useState('');
  return (
    <>
      {canEdit && <ReasonField value={reason} onChange={setReason} />}
      <ul className="console-list" data-testid="console-casino-games">
        {games.map((game) => (
          <GameRow key={game.id} brandId={brandId} game={game} canEdit={canEdit} reason={reason}
            onSaved={(next) => setGames((all) => all.map((g) => (g.id === next.id ? next : g)))} />
        ))}
      </ul>
    </>
  );
}

/** The island. */
export default function CasinoCatalogue({ brandId, games, canEdit, ...i18n }: IslandI18nProps & Props) {
  return (
    <ConsoleIsland {...i18n} withToasts>
      <Catalogue brandId={brandId} games={games} canEdit={canEdit} />
    </ConsoleIsland>
  );
}
