import type { Meta, StoryObj } from '@storybook/react-vite';
import DataTable from './DataTable.tsx';

const meta = {
  title: 'Blocks/Table',
  component: DataTable,
  args: {
    caption: 'Bet status ids',
    header: ['Id', 'Status'],
    rows: [['1', 'Won'], ['2', 'Lost'], ['3', 'Void'], ['4', 'Half won'], ['5', 'Half lost']],
  },
} satisfies Meta<typeof DataTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A caption, a header row and five rows. */
export const Default: Story = {};
