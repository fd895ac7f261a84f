import type { Meta, StoryObj } from '@storybook/react-vite';
import brand from '../../../brands/main/brand.json';
import { pickMessages } from '../../../.storybook/messages.ts';
import Contacts, { CONTACTS_KEYS } from './Contacts.tsx';

const meta = {
  title: 'Blocks/Contacts',
  component: Contacts,
  args: {
    lng: 'en',
    locale: 'en',
    messages: pickMessages(CONTACTS_KEYS),
    title: 'Contacts',
    text: 'Support answers around the clock.',
    email: brand.support.email,
    phone: brand.support.phone,
    social: brand.footer.social.map(({ name, link }) => ({ name, link })),
  },
} satisfies Meta<typeof Contacts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The main brand's support contacts and social links. */
export const Default: Story = {};

/** Without social links. */
export const NoSocial: Story = {
  args: { social: [] },
};
