import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import he from '../../i18n/locales/he.json';
import { pickMessages } from '../../../.storybook/messages.ts';
import { STORY_NOW } from '../../../.storybook/feed-fixtures.ts';
import { productRequests, withProductApi } from '../../../.storybook/product-api.tsx';
import { nextEventId, roundPairings, seasonRound, teamById, virtualOdds } from '../../domain/virtual/league.ts';
import VirtualBets, { VIRTUAL_BETS_KEYS, type VirtualBetEvent } from './VirtualBets.tsx';

/** The next event of the virtual league at the story instant: its round's 10 pairings, priced by the model. */
const eventId = nextEventId(STORY_NOW);
const event: VirtualBetEvent = {
  eventId,
  round: seasonRound(eventId).round,
  matches: roundPairings(seasonRound(eventId).round).map(([home, away], index) => ({ index, home: teamById(home).name, away: teamById(away).name, odds: virtualOdds(home, away) })),
};
const first = event.matches[0]!;

const meta = {
  title: 'Islands/VirtualBets',
  component: VirtualBets,
  decorators: [withProductApi],
  args: { lng: 'en', locale: 'en', messages: pickMessages(VIRTUAL_BETS_KEYS), event, account: { accountId: 7, iso: 'RUB', minAmount: '10' }, loginHref: '/en/virtualsports?login=1' },
} satisfies Meta<typeof VirtualBets>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A guest sees the matches and odds and is asked to log in. */
export const Guest: Story = {
  args: { account: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Log in to bet' })).toBeTruthy();
    await expect(canvasElement.querySelectorAll('tr[data-match]')).toHaveLength(event.matches.length);
  },
};

/** Selecting an outcome shows it with its coefficient; a second press unselects it. */
export const SelectOutcome: Story = {
  play: async ({ canvasElement }) => {
    const button = canvasElement.querySelector<HTMLElement>('[data-match="0"] [data-outcome="1"]')!;
    await userEvent.click(button);
    await waitFor(() => expect(canvasElement.querySelector('.virtual-selected')?.textContent).toBe(`${first.home} – ${first.away}: 1 at ${first.odds!['1'].toFixed(3)}`));
    await userEvent.click(button);
    await waitFor(() => expect(canvasElement.querySelector('.virtual-selected')).toBeNull());
  },
};

/** A refused bet (the odds moved) shows the server's message; a retry keeps the refId, another outcome gets a new one. */
export const RefusedAndRetried: Story = {
  parameters: { productApi: { status: 409, code: 'coef_changed', detail: 'The odds are different. Check the odds and place the bet again.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvasElement.querySelector('[data-match="0"] [data-outcome="over"]')!);
    const place = () => userEvent.click(canvas.getByRole('button', { name: 'Place bet' }));
    await place();
    await waitFor(() => expect(canvas.getByRole('alert').textContent).toBe('The odds are different. Check the odds and place the bet again.'));
    await place();
    await waitFor(() => expect(productRequests).toHaveLength(2));
    await expect(productRequests[1]).toEqual(productRequests[0]);
    await expect(productRequests[0]).toMatchObject({ eventId, match: 0, outcome: 'over', coef: first.odds!.over, amount: '10' });
    await userEvent.click(canvasElement.querySelector('[data-match="0"] [data-outcome="under"]')!);
    await place();
    await waitFor(() => expect(productRequests).toHaveLength(3));
    await expect(productRequests[2]!.refId).not.toBe(productRequests[0]!.refId);
  },
};

/** Hebrew, right to left. */
export const RightToLeft: Story = {
  args: { lng: 'he', locale: 'he', messages: pickMessages(VIRTUAL_BETS_KEYS, he) },
  // The page's <html dir> in the portal (the language's direction).
  decorators: [(Story) => <div dir="rtl"><Story /></div>],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: he.virtual_place }).closest('[dir="rtl"]')).not.toBeNull();
  },
};
