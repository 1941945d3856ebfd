import { render, screen } from '@testing-library/react';
import { App } from './app';

function at(path: string) {
  window.history.replaceState(null, '', path);
  return render(<App />);
}

describe('mfe-content App', () => {
  it.each([
    ['/en', 'Find a career that fits who you are'],
    ['/ms', 'Cari kerjaya yang sesuai dengan diri anda'],
    ['/en/about-us', 'About us'],
    ['/ms/tentang-kami', 'Tentang kami'],
    ['/en/privacy-cookie-notice', 'Privacy and cookie notice'],
    ['/ms/notis-privasi-cookie', 'Notis privasi dan kuki'],
    ['/en/contact-us', 'Contact us'],
    ['/ms/hubungi-kami', 'Hubungi kami'],
    ['/ms/tentang-kami/metodologi/gaji', 'Cara kami memaparkan gaji'],
    ['/en/about-us/methodology/job', 'What a job entry holds'],
    ['/en/funding-search', 'Funding search'],
    ['/ms/funding-search', 'Carian pembiayaan'],
    ['/en/event', 'Events'],
    ['/ms/acara', 'Acara'],
    ['/en/white-paper', 'White papers'],
    ['/ms/kertas-putih', 'Kertas putih'],
  ])('shows the right page at %s', async (path, heading) => {
    at(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
