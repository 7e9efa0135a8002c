import { expect, test, type Page } from '@playwright/test';
import { BUYER, ShellPage } from '../pages/shell';

// Each proof stands alone: every enquiry sent is found again by its own reference.
test.describe.configure({ mode: 'parallel' });

/**
 * No dead ends (issue 14, item 10): every service page ends in an enquiry form that reaches the
 * API, is acknowledged with a reference and shows up in the member's personal centre afterwards;
 * each call to action goes where it says.
 */
class EnquiryForm {
  constructor(readonly page: Page) {}

  form() {
    return this.page.getByTestId('enquiry-form');
  }

  field(name: string) {
    return this.form().locator(`[name="${name}"]`);
  }

  errorOf(name: string) {
    return this.form().locator(`[data-field-error="${name}"]`);
  }

  async send(fields: Record<string, string>) {
    for (const [name, value] of Object.entries(fields)) {
      if (name === 'country') await this.field(name).selectOption(value);
      else await this.field(name).fill(value);
    }
    await this.page.getByTestId('enquiry-submit').click();
  }

  /** The acknowledgement's reference, once the enquiry was stored. */
  async reference(): Promise<string> {
    await expect(this.page.getByTestId('enquiry-sent')).toBeVisible();
    const reference = await this.page.getByTestId('enquiry-reference').innerText();
    expect(reference).toMatch(/^ENQ-\d{6}$/);
    return reference;
  }
}

test('“Start a company registration” leads to a page that starts one, and a guest’s enquiry is acknowledged', async ({ page }) => {
  const enquiry = new EnquiryForm(page);
  await page.goto('/integratedComprehensive');
  await page.getByTestId('hero-carousel').getByRole('link', { name: 'Start a company registration' }).click();
  await expect(page).toHaveURL(/\/companyRegistration$/);
  await expect(page.getByTestId('pages-registration').getByTestId('page-card').first()).toBeVisible();

  // The page's own call to action brings the form into view, the reader in its first empty field.
  await page.getByTestId('enquiry-jump').click();
  await expect(page.locator('#enquiry')).toBeInViewport();
  await expect(enquiry.field('subject')).toHaveValue('Company registration');
  await expect(enquiry.field('name')).toBeFocused();
  await expect(page.getByTestId('enquiry-guest-note')).toBeVisible();

  let saves = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/serviceEnquiry/save')) saves += 1;
  });
  await enquiry.send({ contact: 'call me', message: 'Price?' });
  await expect(enquiry.errorOf('name')).toHaveText('Enter your name');
  await expect(enquiry.errorOf('contact')).toHaveText('Enter an email address (name@example.com) or a phone number');
  await expect(enquiry.errorOf('country')).toHaveText('Choose a country');
  await expect(enquiry.errorOf('message')).toHaveText('Enter at least 20 characters');
  expect(saves).toBe(0);

  await enquiry.send({
    name: 'Wang Fang',
    company: 'Ningbo Pumps',
    contact: 'wang.fang@example.com',
    country: 'CN',
    message: 'We want a sales subsidiary in Mexico City. Which legal form suits a foreign owner?',
  });
  await enquiry.reference();
  expect(saves).toBe(1);
  await expect(page.getByTestId('enquiry-sent')).toContainText('The desk will answer at wang.fang@example.com.');
  await expect(page.getByTestId('enquiry-mine')).toHaveCount(0);
});

test('a member asks about a guide, is acknowledged, and finds the enquiry with its status in the personal centre', async ({ page }) => {
  const shell = new ShellPage(page);
  const enquiry = new EnquiryForm(page);
  await page.goto('/serviceGuide?slug=company-registration-brazil');
  const guide = page.getByTestId('service-guide');
  await expect(guide.getByTestId('page-title')).toHaveText('Registering a company in Brazil');

  // A guest is offered to log in first, and comes back to the same guide with the form filled in.
  await page.getByTestId('enquiry-guest-note').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await shell.fillLogin(BUYER);
  await expect(page).toHaveURL(/\/serviceGuide\?slug=company-registration-brazil$/);
  await expect(page.getByTestId('enquiry-guest-note')).toHaveCount(0);

  // The desk's button on the guide leads to the form at its end, not away from the page.
  await guide.getByRole('button', { name: 'Contact the services desk' }).click();
  await expect(page.locator('#enquiry')).toBeInViewport();
  await expect(page).toHaveURL(/\/serviceGuide\?slug=company-registration-brazil$/);
  await expect(enquiry.field('subject')).toHaveValue('Registering a company in Brazil');
  await expect(enquiry.field('name')).toHaveValue(BUYER.nickname);

  await enquiry.send({ contact: 'lucia@example.com', country: 'MX', message: 'We import solar panels and want a subsidiary in São Paulo by March. Which licences come first?' });
  const reference = await enquiry.reference();

  await page.getByTestId('enquiry-mine').click();
  await expect(page).toHaveURL(/\/personalPanel#enquiries$/);
  const row = page.getByTestId('panel-enquiries').locator(`[data-reference="${reference}"]`);
  await expect(row).toBeVisible();
  await expect(row).toContainText('Registering a company in Brazil');
  await expect(row.getByTestId('enquiry-status')).toHaveText('Received');
});

test('the technology desk’s consulting and cooperation pages end in the enquiry form', async ({ page }) => {
  const enquiry = new EnquiryForm(page);
  await page.goto('/sophisticated');
  // The page arrives drawn by the server; its button leads to the form once the live page stands.
  await expect(page.locator('#puente-first-screen')).toHaveCount(0);
  await page.getByRole('button', { name: 'Ask for a consultation' }).click();
  await expect(page.locator('#enquiry')).toBeInViewport();
  await expect(enquiry.field('subject')).toHaveValue('High-end consulting');

  await page.goto('/technologyGuide?slug=cooperation-joint-development');
  await expect(page.getByTestId('technology-guide').getByTestId('page-title')).toBeVisible();
  await expect(page.getByTestId('publish-technology')).toHaveAttribute('href', '/releaseRequirements?kind=technology');
  const title = await page.getByTestId('technology-guide').getByTestId('page-title').innerText();
  await expect(enquiry.field('subject')).toHaveValue(title);
  await enquiry.send({
    name: 'Ana Souza',
    contact: '+55 11 98765-4321',
    country: 'BR',
    message: 'We build irrigation controllers and look for a partner to develop a model for coffee farms.',
  });
  await enquiry.reference();
});

test('“Contact us” leads to the complaints and suggestions form it mentions', async ({ page }) => {
  await page.goto('/contactUs');
  await expect(page.getByTestId('contact-page')).toContainText('complaints and suggestions form');
  await page.getByTestId('contact-complaint-link').click();
  await expect(page).toHaveURL(/\/complaint$/);
  await expect(page.getByTestId('complaint-form')).toBeVisible();
});
