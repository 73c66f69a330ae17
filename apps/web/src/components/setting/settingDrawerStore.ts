import { create } from 'zustand';

/** Whether the settings drawer is open; the header's user menu opens it, the main layout shows it. */
export const useSettingDrawer = create<{ open: boolean; setOpen(open: boolean): void }>()((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));
