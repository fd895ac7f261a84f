/**
 * The office shell's user data block (spec §2 "The office has a menu with categories and user
 * data", §3 office menu user data): the player's name, e-mail, bonus balance and the deposit link
 * when `recharge_allow`, loaded from `GET /web-api/office/menu` (shape: schemas/office-account.ts)
 * so that the office pages around it name no player and are shared between players
 * (src/server/player-pages.ts). Until the answer arrives the block keeps its place with empty lines
 * (`aria-busy`); a failed load leaves it empty, the menu and the page work without it.
 */
import { textDirection } from '../../domain/bidi.ts';
import { officeUserBlockResponse } from '../../../schemas/office-account.ts';
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { usePlayerData } from '../shell/use-player-data.ts';

/** Dictionary keys of the island. */
export const OFFICE_USER_DATA_KEYS = ['office_user_data', 'office_bonus_balance', 'office_deposit'] as const;

function Block({ lng }: { lng: string }) {
  const t = useT();
  const { data: block, failed } = usePlayerData('/web-api/office/menu', officeUserBlockResponse, { lang: lng }, lng);
  const user = block?.menuUserData;
  return (
    <section className="office-user" aria-label={t('office_user_data')} aria-busy={block === null && !failed} data-testid="office-user" data-loaded={block ? 'true' : 'false'}>
      {user ? (
        <>
          {user.name !== '' && <p className="office-user-name"><bdi dir={textDirection(user.name)}>{user.name}</bdi></p>}
          {user.email !== '' && <p className="office-user-email"><bdi dir="ltr">{user.email}</bdi></p>}
          <p className="office-user-bonus" data-bonus-balance={user.bonus_balance}>{t('office_bonus_balance', { amount: block.bonusLabel })}</p>
          {user.recharge_allow && <a className="button office-user-deposit" href={`/${lng}/office/recharge`}>{t('office_deposit')}</a>}
        </>
      ) : (
        !failed && (
          <>
            <p className="office-user-name office-user-pending" aria-hidden="true" />
            <p className="office-user-email office-user-pending" aria-hidden="true" />
          </>
        )
      )}
    </section>
  );
}

/** The island: the block under its i18n provider. */
export default function OfficeUserData(props: IslandI18nProps) {
  return (
    <IslandI18n lng={props.lng} locale={props.locale} messages={props.messages}>
      <Block lng={props.lng} />
    </IslandI18n>
  );
}
