import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { errorsUnder, formSection } from './form-section';

let renders = 0;
function Probe({ form, label }: { form: { n: number }; label: string }) {
  renders += 1;
  return <span>{`${label} ${form.n}`}</span>;
}
const Section = formSection(Probe);

function Page() {
  const [tick, setTick] = useState(0);
  const [shown, setShown] = useState('a');
  // A new form object on every render, as Mantine's useForm gives.
  const form = { n: tick };
  return (
    <>
      <button onClick={() => setTick((n) => n + 1)}>re-render</button>
      <button onClick={() => setShown('b')}>change</button>
      <Section watch={[shown]} form={form} label="section" />
    </>
  );
}

/** Issue 10 (blocking time on /book): a page re-render skips sections whose slice is the same. */
describe('formSection', () => {
  it('re-renders a section when what it watches changes, not when the page does', () => {
    render(<Page />);
    expect(renders).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 're-render' }));
    fireEvent.click(screen.getByRole('button', { name: 're-render' }));
    expect(renders).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'change' }));
    expect(renders).toBe(2);
    // Re-rendered, it gets the page's latest form.
    expect(screen.getByText('section 2')).toBeInTheDocument();
  });

  it('keys the errors under a prefix by their text', () => {
    const errors = { 'contact.email': 'Bad', 'passengers.0.firstName': 'Empty' };
    expect(errorsUnder(errors, 'contact.')).toBe(errorsUnder({ ...errors }, 'contact.'));
    expect(errorsUnder(errors, 'contact.')).not.toBe(errorsUnder({}, 'contact.'));
    expect(errorsUnder(errors, 'card.')).toBe('');
  });
});
