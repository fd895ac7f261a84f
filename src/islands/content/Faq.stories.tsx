import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import home from '../../../brands/main/pages/home.json';
import { faqPropsSchema } from '../../../schemas/blocks.ts';
import { pickText } from '../../domain/localized-text.ts';
import Faq from './Faq.tsx';

/** The FAQ block of the main brand's home page, resolved for a language. */
const block = faqPropsSchema.parse(home.content.find((b) => b.type === 'faq')!.props);
const resolve = (lng: string) => ({
  title: pickText(block.title, lng, 'ru'),
  items: block.items.map((item) => ({ question: pickText(item.question, lng, 'ru'), answer: pickText(item.answer, lng, 'ru') })),
});

const meta = {
  title: 'Islands/Faq',
  component: Faq,
  args: { locale: 'en', ...resolve('en') },
} satisfies Meta<typeof Faq>;
export default meta;
type Story = StoryObj<typeof meta>;

/** All answers collapsed. */
export const Default: Story = {};

/** Russian page. */
export const Russian: Story = {
  args: { locale: 'ru', ...resolve('ru') },
};

/** The first answer expanded by pressing its question. */
export const FirstAnswerOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: args.items[0]!.question });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  },
};
