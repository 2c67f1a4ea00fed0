import { create } from 'zustand';

/** Whether the live-chat panel is open; any page (the launcher, Contact Us) can open it. */
export const useChat = create<{ open: boolean; openChat: () => void; closeChat: () => void }>()(
  (set) => ({
    open: false,
    openChat: () => set({ open: true }),
    closeChat: () => set({ open: false }),
  }),
);
