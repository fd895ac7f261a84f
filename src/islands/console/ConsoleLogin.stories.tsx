/** Stories of the console's login island. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import ConsoleLogin from './ConsoleLogin.tsx';
import { consoleDictionaries } from '../../i18n/console.ts';

const meta = {
  title: 'Console/ConsoleLogin',
  component: ConsoleLogin,
  args: { lng: 'en', locale: 'en-GB', messages: consoleDictionaries.en, next: '/console', notice: null },
} satisfies Meta<typeof ConsoleLogin>;

export default meta;
type Story = StoryObj<typeof meta>;

/** E-mail and password. */
export const Default: Story = {};
/** After the idle timeout: the notice above the form. */
export const AfterIdle: Story = { args: { notice: consoleDictionaries.en.console_idle_notice! } };
/** In Russian. */
export const Russian: Story = { args: { lng: 'ru', locale: 'ru-RU', messages: { ...consoleDictionaries.en, ...consoleDictionaries.ru } } };
