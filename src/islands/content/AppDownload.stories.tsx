import type { Meta, StoryObj } from '@storybook/react-vite';
import ru from '../../i18n/locales/ru.json';
import { pickMessages } from '../../../.storybook/messages.ts';
import AppDownload, { APP_DOWNLOAD_KEYS } from './AppDownload.tsx';

const meta = {
  title: 'Blocks/AppDownload',
  component: AppDownload,
  args: { lng: 'en', locale: 'en', messages: pickMessages(APP_DOWNLOAD_KEYS), title: 'On your phone', siteHost: 'betportal.test' },
} satisfies Meta<typeof AppDownload>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The brand has no app: how to keep the mobile site on the home screen. */
export const MobileSite: Story = {};

/** Russian page. */
export const MobileSiteRussian: Story = {
  args: { lng: 'ru', locale: 'ru', messages: pickMessages(APP_DOWNLOAD_KEYS, ru), title: 'На телефоне' },
};
