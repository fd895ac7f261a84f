/** Stories of the console's staff page island, with the console's English text. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import StaffManager from './StaffManager.tsx';
import { consoleDictionaries } from '../../i18n/console.ts';

const meta = {
  title: 'Console/StaffManager',
  component: StaffManager,
  args: {
    lng: 'en',
    locale: 'en-GB',
    messages: consoleDictionaries.en,
    brands: [
      { id: '*', name: '*', domains: [] },
      { id: 'main', name: 'BetPortal', domains: ['betportal.test'] },
      { id: 'vip', name: 'BetPortal VIP', domains: ['vip.betportal.test'] },
    ],
    staff: Array.from({ length: 23 }, (_, i) => ({
      id: i + 1,
      email: `staff${String(i + 1).padStart(2, '0')}@console.test`,
      name: `Staff ${i + 1}`,
      enrolled: i % 3 !== 0,
      disabled: false,
      grants: [{ brandId: i % 2 ? 'vip' : 'main', role: (['support', 'risk', 'brand_manager'] as const)[i % 3]! }],
    })),
  },
} satisfies Meta<typeof StaffManager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twenty-three staff members: two pages of twenty. */
export const Default: Story = {};
