import type { Meta, StoryObj } from '@storybook/react-vite';
import CallToAction from './CallToAction.tsx';

const meta = {
  title: 'Blocks/CallToAction',
  component: CallToAction,
  args: { title: 'New here?', text: 'Open an account in a minute.', label: 'Register', href: '/en/registration', external: false, tone: 'primary' },
} satisfies Meta<typeof CallToAction>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A primary button to a page of the site. */
export const Default: Story = {};

/** A secondary button to another site. */
export const External: Story = {
  args: { title: undefined, text: undefined, label: 'Get help with gambling', href: 'https://www.begambleaware.org/', external: true, tone: 'secondary' },
};
