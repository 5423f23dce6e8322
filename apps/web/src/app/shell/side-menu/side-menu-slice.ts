import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type SideMenuView = 'default' | 'HELP' | 'FAQ';

export interface SideMenuState {
  isOpen: boolean;
  view: SideMenuView;
}

export const initialSideMenuState: SideMenuState = { isOpen: false, view: 'default' };

export const sideMenuSlice = createSlice({
  name: 'sideMenu',
  initialState: initialSideMenuState,
  reducers: {
    sideMenuOpened(state) {
      state.isOpen = true;
      state.view = 'default';
    },
    sideMenuClosed(state) {
      state.isOpen = false;
    },
    sideMenuViewChanged(state, action: PayloadAction<SideMenuView>) {
      state.view = action.payload;
    },
  },
});

export const { sideMenuOpened, sideMenuClosed, sideMenuViewChanged } = sideMenuSlice.actions;
