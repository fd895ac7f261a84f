/**
 * The profile on `office/account` (spec §3 Account): id, login, name, e-mail, phone, date of birth
 * and registration date, loaded from `GET /web-api/office/profile` (shape schemas/office-account.ts)
 * so that the page names no player and is shared between players (src/server/player-pages.ts).
 * Dates are written with the island's clock (`useClock`: the player's saved zone and 12/24-hour
 * choice in the page language).
 * Without a date of birth on file the form to give it once follows (BirthDateForm). Until the
 * answer arrives the list keeps its place with empty lines (`aria-busy`); a failed load says so.
 */
import { textDirection } from '../../domain/bidi.ts';
import { formatMoment, type Clock } from '../../domain/clock.ts';
import { officeProfileResponse, type OfficeProfile } from '../../../schemas/office-account.ts';
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { useClock } from '../shell/Moment.tsx';
import { usePlayerData } from '../shell/use-player-data.ts';
import BirthDateForm from './BirthDateForm.tsx';

/** Dictionary keys of the island (the form's own keys come in `birthDateForm`). */
export const ACCOUNT_PROFILE_KEYS = [
  'account_profile_id', 'account_profile_login', 'account_profile_name', 'account_profile_email', 'account_profile_phone',
  'account_profile_birth_date', 'account_profile_registered', 'main_query_error',
] as const;

interface Props {
  /** The date-of-birth form's dictionary (BirthDateForm's keys). */
  birthDateForm: IslandI18nProps;
}

/** The rows shown: label key and text, empty values left out. */
function rowsOf(profile: OfficeProfile, clock: Clock): [string, string][] {
  const rows: [string, string][] = [
    ['account_profile_id', String(profile.id)],
    ['account_profile_login', profile.login],
    ['account_profile_name', profile.name],
    ['account_profile_email', profile.email],
    ['account_profile_phone', profile.phone],
    ['account_profile_birth_date', profile.birthDate === null ? '' : formatMoment(profile.birthDate, clock, 'longCalendarDate')],
    ['account_profile_registered', formatMoment(profile.registeredAt, clock, 'date')],
  ];
  return rows.filter(([, value]) => value !== '');
}

function Profile({ birthDateForm }: Props) {
  const t = useT();
  const clock = useClock();
  const { data, failed } = usePlayerData('/web-api/office/profile', officeProfileResponse);
  const profile = data?.profile ?? null;
  return (
    <>
      <dl className="account-profile" data-testid="account-profile" aria-busy={profile === null && !failed} data-loaded={profile ? 'true' : 'false'}>
        {profile
          ? rowsOf(profile, clock).map(([key, value]) => (
              <div key={key}>
                <dt>{t(key)}</dt>
                <dd><bdi dir={textDirection(value)}>{value}</bdi></dd>
              </div>
            ))
          : !failed && [0, 1, 2].map((row) => (
              <div key={row} aria-hidden="true">
                <dt className="account-profile-pending" />
                <dd className="account-profile-pending" />
              </div>
            ))}
      </dl>
      {failed && <p role="alert" className="form-error">{t('main_query_error')}</p>}
      {profile?.birthDate === null && <BirthDateForm {...birthDateForm} />}
    </>
  );
}

/** The island: the profile under its i18n provider. */
export default function AccountProfile({ locale, messages, lng, ...rest }: IslandI18nProps & Props) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <Profile {...rest} />
    </IslandI18n>
  );
}
