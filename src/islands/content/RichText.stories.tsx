import type { Meta, StoryObj } from '@storybook/react-vite';
import { sanitizeRichText } from '../../../schemas/rich-text.ts';
import RichText from './RichText.tsx';

const meta = {
  title: 'Blocks/RichText',
  component: RichText,
  args: {
    html: sanitizeRichText(
      '<h2>How an express is settled</h2><p>An express pays only when <strong>every</strong> selection wins; a void selection counts at odds 1.</p><ul><li>Two to twenty selections</li><li>Odds multiply</li></ul><p><a href="/en/information/rules/1">Betting rules</a></p>',
    ),
  },
} satisfies Meta<typeof RichText>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Headings, emphasis, a list and a link. */
export const Default: Story = {};

/** An XSS payload as an editor might paste it: what is left after the sanitiser. */
export const SanitisedPayload: Story = {
  args: { html: sanitizeRichText('<p onclick="alert(1)">Safe text</p><script>alert(2)</script><img src=x onerror=alert(3)><a href="javascript:alert(4)">link</a>') },
};
