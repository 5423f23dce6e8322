import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore } from '@/app/store';
import { BasicInfoForm, PhoneNumberForm } from './index';

describe('checkout step forms (feature exports)', () => {
  it('load the forms on demand', async () => {
    const { store } = createAppStore({ storage: null });
    render(
      <Provider store={store}>
        <BasicInfoForm
          profile={{
            firstName: 'Pat',
            lastName: null,
            dob: null,
            gender: null,
            telemedCurrentState: null,
          }}
          onContinue={() => undefined}
        />
        <PhoneNumberForm profile={{ email: null, mobileNumber: null }} onContinue={() => {}} />
      </Provider>,
    );
    expect(((await screen.findByLabelText('First name')) as HTMLInputElement).value).toBe('Pat');
    expect(await screen.findByLabelText('Mobile number')).toBeTruthy();
  });
});
