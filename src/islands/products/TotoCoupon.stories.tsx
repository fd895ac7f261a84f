import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ru from '../../i18n/locales/ru.json';
import { pickMessages } from '../../../.storybook/messages.ts';
import { productRequests, withProductApi } from '../../../.storybook/product-api.tsx';
import TotoCouponForm, { TOTO_COUPON_KEYS } from './TotoCoupon.tsx';

/**
 * Fifteen real matches: the first 15 rows of data/football-data/E0.csv (Premier League 2023/24,
 * matchdays 1–2, lines 2–16), with their permanent ids as imported and real kick-offs in UTC.
 */
const matches = [
  [7988324741935082, 'Burnley', 'Man City', '2023-08-11T19:00:00Z'],
  [7433326548150766, 'Arsenal', "Nott'm Forest", '2023-08-12T11:30:00Z'],
  [4404088963273842, 'Bournemouth', 'West Ham', '2023-08-12T14:00:00Z'],
  [6330460643277443, 'Brighton', 'Luton', '2023-08-12T14:00:00Z'],
  [6283100079737944, 'Everton', 'Fulham', '2023-08-12T14:00:00Z'],
  [6622556495905001, 'Sheffield United', 'Crystal Palace', '2023-08-12T14:00:00Z'],
  [5164987073159292, 'Newcastle', 'Aston Villa', '2023-08-12T16:30:00Z'],
  [3921287224832992, 'Brentford', 'Tottenham', '2023-08-13T13:00:00Z'],
  [7900606438268727, 'Chelsea', 'Liverpool', '2023-08-13T15:30:00Z'],
  [179307290057862, 'Man United', 'Wolves', '2023-08-14T19:00:00Z'],
  [3028550874286427, "Nott'm Forest", 'Sheffield United', '2023-08-18T18:45:00Z'],
  [2171692428201795, 'Fulham', 'Brentford', '2023-08-19T14:00:00Z'],
  [5906837385147207, 'Liverpool', 'Bournemouth', '2023-08-19T14:00:00Z'],
  [910758769488479, 'Wolves', 'Brighton', '2023-08-19T14:00:00Z'],
  [8450829303696641, 'Tottenham', 'Man United', '2023-08-19T16:30:00Z'],
].map(([permanentId, home, away, kickoff], i) => ({ number: i + 1, permanentId: Number(permanentId), home: String(home), away: String(away), champName: 'Premier League', kickoff: String(kickoff) }));

const meta = {
  title: 'Islands/TotoCoupon',
  component: TotoCouponForm,
  decorators: [withProductApi],
  args: {
    lng: 'en',
    locale: 'en',
    messages: pickMessages(TOTO_COUPON_KEYS),
    drawId: 1234,
    matches,
    account: { accountId: 7, iso: 'RUB', exponent: 2, minAmount: '10' },
    loginHref: '/en/toto?login=1',
  },
} satisfies Meta<typeof TotoCouponForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Picks the real result's sign of each match (1, X or 2), and X as a second pick of match 9. */
async function pickTwoRows(canvasElement: HTMLElement) {
  const results = ['2', '1', 'X', '1', '2', '2', '1', 'X', 'X', '1', '1', '2', '1', '2', '1'];
  for (const [index, pick] of results.entries()) await userEvent.click(canvasElement.querySelector(`[data-match="${index + 1}"] [data-pick="${pick}"]`)!);
  await userEvent.click(canvasElement.querySelector('[data-match="9"] [data-pick="1"]')!);
}

/** A guest sees the 15 matches and is asked to log in. */
export const Guest: Story = {
  args: { account: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Log in to play toto' })).toBeTruthy();
    await expect(canvasElement.querySelectorAll('tr[data-match]')).toHaveLength(15);
    await expect(within(canvasElement).getByText('Pick 1, X or 2 for every match.')).toBeTruthy();
  },
};

/** Every match picked, match 9 twice: 2 rows, the total stake is twice the row stake. */
export const TwoRows: Story = {
  play: async ({ canvasElement }) => {
    await pickTwoRows(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('.toto-coupon')?.getAttribute('data-rows')).toBe('2'));
    await expect(within(canvasElement).getByText('Rows: 2')).toBeTruthy();
    await expect(within(canvasElement).getByText('Total stake: RUB 20.00')).toBeTruthy();
  },
};

/** A refused coupon shows the server's message; pressing again retries with the same refId. */
export const RefusedAndRetried: Story = {
  parameters: { productApi: { status: 422, code: 'market_unavailable', detail: 'This draw is not taking coupons any more.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickTwoRows(canvasElement);
    const place = () => userEvent.click(canvas.getByRole('button', { name: 'Place coupon' }));
    await place();
    await waitFor(() => expect(canvas.getByRole('alert').textContent).toBe('This draw is not taking coupons any more.'));
    await place();
    await waitFor(() => expect(productRequests).toHaveLength(2));
    await expect(productRequests[1]).toEqual(productRequests[0]);
    await expect(productRequests[0]).toMatchObject({ drawId: 1234, amount: '10', picks: ['2', '1', 'X', '1', '2', '2', '1', 'X', '1X', '1', '1', '2', '1', '2', '1'] });
  },
};

/** Russian. */
export const Russian: Story = {
  args: { lng: 'ru', locale: 'ru', messages: pickMessages(TOTO_COUPON_KEYS, ru) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: ru.toto_place })).toBeTruthy();
  },
};
