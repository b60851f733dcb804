import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { showFormErrors } from './form-errors';

describe('showFormErrors', () => {
  const target = () => {
    const setFields = vi.fn();
    const onFailure = vi.fn();
    return { form: { setFields }, setFields, onFailure };
  };

  it('puts field messages under their fields, renamed where the form names them otherwise', () => {
    const { form, setFields, onFailure } = target();
    const error = new ApiError(422, 'invalid', { url: ['Enter an address'], expires_at: ['Too early'] });
    showFormErrors(error, { form, fields: { url: 'url', expires_at: 'last_day' }, onFailure });
    expect(setFields).toHaveBeenCalledWith([
      { name: 'url', errors: ['Enter an address'] },
      { name: 'last_day', errors: ['Too early'] },
    ]);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('hands a file’s messages to `others`, and anything else to onFailure', () => {
    const { form, onFailure } = target();
    const onFile = vi.fn();
    showFormErrors(new ApiError(422, 'invalid', { attachment: ['Too big'] }), {
      form,
      fields: ['amount'],
      onFailure,
      others: { attachment: onFile },
    });
    expect(onFile).toHaveBeenCalledWith(['Too big']);
    expect(onFailure).not.toHaveBeenCalled();
    showFormErrors(new ApiError(409, 'Taken'), { form, fields: ['amount'], onFailure });
    expect(onFailure).toHaveBeenCalledWith('Taken');
  });

  it('shows nothing for server errors and lost connections (the shell toasts them)', () => {
    const { form, setFields, onFailure } = target();
    showFormErrors(new ApiError(500, 'boom', { url: ['x'] }), { form, fields: ['url'], onFailure });
    showFormErrors(new ApiError(0, 'offline'), { form, fields: ['url'], onFailure });
    showFormErrors(new Error('other'), { form, fields: ['url'], onFailure });
    expect(setFields).not.toHaveBeenCalled();
    expect(onFailure).not.toHaveBeenCalled();
  });
});
