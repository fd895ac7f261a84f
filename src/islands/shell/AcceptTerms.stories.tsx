import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pickMessages } from '../../../.storybook/messages.ts';
import ar from '../../i18n/locales/ar.json';
import AcceptTerms, { ACCEPT_TERMS_KEYS } from './AcceptTerms.tsx';

const meta = {
  title: 'Islands/AcceptTerms',
  component: AcceptTerms,
  args: { lng: 'en', locale: 'en', messages: pickMessages(ACCEPT_TERMS_KEYS), home: '/en' },
} satisfies Meta<typeof AcceptTerms>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The accept button of the confirm-terms page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Accept and continue' })).toBeEnabled();
  },
};

/** Right to left. */
export const Arabic: Story = {
  args: { lng: 'ar', locale: 'ar', messages: pickMessages(ACCEPT_TERMS_KEYS, ar) },
  decorators: [(Story) => <div dir="rtl"><Story /></div>],
};
