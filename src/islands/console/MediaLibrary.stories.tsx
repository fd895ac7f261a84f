/** Stories of the console's media library island, with the console's text. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import MediaLibrary from './MediaLibrary.tsx';
import { consoleDictionaries } from '../../i18n/console.ts';

const main = { id: 'main', name: 'BetPortal', languages: ['ru', 'en', 'az', 'kz', 'ua', 'ar'], defaultLanguage: 'ru' };
const vip = { id: 'vip', name: 'BetPortal VIP', languages: ['en', 'ru'], defaultLanguage: 'en' };

const meta = {
  title: 'Console/MediaLibrary',
  component: MediaLibrary,
  args: {
    lng: 'en',
    locale: 'en-GB',
    messages: consoleDictionaries.en,
    brand: main,
    brands: [main, vip],
    canUpload: true,
    items: [
      {
        id: '0123456789abcdef01234567', width: 1600, height: 900, widths: [320, 640, 960, 1280, 1600],
        alt: { ru: 'Освещённое поле', en: 'Floodlit pitch' }, sourceType: 'image/jpeg', sourceBytes: 412_345, createdAt: '2026-11-20T10:00:00.000Z',
      },
    ],
  },
} satisfies Meta<typeof MediaLibrary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An editor of the brand: the upload form and one image. */
export const Default: Story = {};

/** Nothing uploaded yet. */
export const Empty: Story = { args: { items: [] } };

/** Russian console text. */
export const Russian: Story = { args: { lng: 'ru', locale: 'ru-RU', messages: { ...consoleDictionaries.en, ...consoleDictionaries.ru } } };
