import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { changeLanguage } from '../../../lib/i18n';
import { renderPage } from '../../../test/render';
import { TermsPage } from './terms-page';

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('/tour/terms-of-service and /Cruise/terms-of-service', () => {
  it('shows every section of the terms, the 48-hour confirmation among them', async () => {
    renderPage(<TermsPage />, { path: '/Cruise/terms-of-service' });
    expect(
      await screen.findByRole('heading', { name: 'Terms of service for tours and cruises' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    expect(
      screen.getByText(/confirms every paid booking by email within 48 hours/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a tour or cruise' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it("is in the page's language", async () => {
    await act(() => changeLanguage('zh-CN'));
    renderPage(<TermsPage />, { path: '/tour/terms-of-service' });
    expect(
      await screen.findByRole('heading', { name: '旅游团与邮轮服务条款' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/48 小时内通过电子邮件确认/)).toBeInTheDocument();
  });
});
