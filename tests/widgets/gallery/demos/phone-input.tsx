import { useState } from 'react';
import { PhoneInput } from '@renderer/components/phone-input';

/** Empty and required, a valid GB number, and a number left invalid. */
export default function PhoneInputDemo() {
  const [empty, setEmpty] = useState('');
  const [valid, setValid] = useState('+447824556677');
  const [invalid, setInvalid] = useState('+44791');
  return (
    <div data-demo-ready style={{ maxWidth: 550, display: 'grid', gap: 16 }}>
      <PhoneInput id="phone-empty" label="Contact Number" required value={empty} onChange={setEmpty} />
      <PhoneInput id="phone-valid" label="Work phone" value={valid} onChange={setValid} />
      <PhoneInput id="phone-invalid" label="Mobile phone" value={invalid} onChange={setInvalid} error="Invalid phone number." />
    </div>
  );
}
