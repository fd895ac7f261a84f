import type { Meta, StoryObj } from '@storybook/react-vite';
import LinkList from './LinkList.tsx';

const meta = {
  title: 'Blocks/LinkList',
  component: LinkList,
  args: {
    title: 'Betting rules',
    links: [
      { label: 'General provisions', href: '/en/information/rules/1/1', external: false },
      { label: 'Coupon types', href: '/en/information/rules/1/2', external: false },
      { label: 'Markets and settlement', href: '/en/information/rules/1/3', external: false },
    ],
  },
} satisfies Meta<typeof LinkList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A headed list of pages of the site (the rules chapters). */
export const Default: Story = {};

/** Without a heading, with a link to another site (as in the footer). */
export const WithExternalLink: Story = {
  args: {
    title: undefined,
    links: [
      { label: 'Responsible gaming', href: '/en/information/responsiblegaming', external: false },
      { label: 'BeGambleAware', href: 'https://www.begambleaware.org/', external: true },
    ],
  },
};
