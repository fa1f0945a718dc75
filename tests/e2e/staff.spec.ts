/**
 * Staff screens on the real server (docs/staff.md): employee login with staff id and password, then
 * the counter PIN; function select shows only what the roles allow; member find by phone, QR member
 * code and name, and the members opened lately; the screen relocks when idle and the PIN opens it again.
 */
import type { Page } from '@playwright/test';
import { nzMobile, registerByApi } from './account-helpers';
import { customerByApi } from './parking-helpers';
import { cardsByApi } from './wallet-helpers';
import { demoStaff } from './staff-helpers';
import { languageStorageKey } from '../../src/i18n/language-preference';
import { expect, test } from './test';

const TENANT = 'harbourpark';
const SHOP = 'harbour-central';
const COUNTER = demoStaff('S200');

export async function staffLogin(page: Page, staffCode: string, query = ''): Promise<void> {
  await page.goto(`/app/${SHOP}/staff/login`);
  await page.getByTestId('staff-login').fill(staffCode);
  await page.getByTestId('staff-password').fill(demoStaff(staffCode).password);
  await page.getByTestId('staff-sign-in').click();
  await page.getByTestId('staff-pin').fill(demoStaff(staffCode).pin);
  await page.getByTestId('staff-unlock').click();
  await expect(page).toHaveURL(new RegExp(`/app/${SHOP}/staff/functions$`));
  if (query !== '') await page.goto(`/app/${SHOP}/staff/functions${query}`);
}

test('a wrong password and a wrong PIN are refused; the counter staff member sees only their functions and finds a member by phone and QR code', async ({
  page,
  request,
}) => {
  const customer = await customerByApi(request, TENANT);
  const qr = (await cardsByApi(request, customer, SHOP)) as unknown as Array<{ qrCode: string }>;

  await page.goto(`/app/${SHOP}/staff/login`);
  await page.getByTestId('staff-login').fill('S200');
  await page.getByTestId('staff-password').fill('not the password');
  await page.getByTestId('staff-sign-in').click();
  await expect(page.getByTestId('flow-message')).toHaveText('User name or password not match');
  await page.getByTestId('staff-password').fill(COUNTER.password);
  await page.getByTestId('staff-sign-in').click();
  await page.getByTestId('staff-pin').fill('9999');
  await page.getByTestId('staff-unlock').click();
  await expect(page.getByTestId('flow-message')).toHaveText(/Wrong PIN · Tries left: \d/);
  await page.getByTestId('staff-pin').fill(COUNTER.pin);
  await page.getByTestId('staff-unlock').click();

  await expect(page.getByTestId('staff-name')).toContainText('Casey (counter)');
  await expect(page.getByTestId('staff-function-memberFind')).toBeVisible();
  await expect(page.getByTestId('staff-function-pinpad')).toHaveCount(0);
  await expect(page.getByTestId('staff-function-memberAssessment')).toHaveCount(0);

  await page.getByTestId('staff-function-memberFind').click();
  await page.getByTestId('member-find-value').fill('021 000 0000');
  await page.getByTestId('member-find-submit').click();
  await expect(page.getByTestId('flow-message')).toHaveText('No member found');
  await page.getByTestId('member-find-value').fill(customer.phone.typed);
  await page.getByTestId('member-find-submit').click();
  await expect(page.getByTestId('member-name')).toHaveText('Pat Parker');
  await expect(page.getByTestId('member-phone')).toHaveText(customer.phone.e164);
  await expect(page.getByTestId('member-card')).toHaveCount(2);

  await page.getByTestId('member-find-by-qr').click();
  await page.getByTestId('member-find-value').fill(qr[0]?.qrCode ?? '');
  await page.getByTestId('member-find-submit').click();
  await expect(page.getByTestId('member-name')).toHaveText('Pat Parker');
});

test('the cashier is offered the pinpad and no member function; the admin sees every function', async ({ page }) => {
  await staffLogin(page, 'S400');
  await expect(page.getByTestId('staff-name')).toContainText('Kim (cashier)');
  await expect(page.getByTestId('staff-function-memberFind')).toHaveCount(0);
  await expect(page.getByTestId('staff-function-memberRegistration')).toHaveCount(0);
  await expect(page.getByTestId('staff-function-pinpad')).toBeVisible();
  await page.getByTestId('staff-sign-out').click();
  await expect(page).toHaveURL(new RegExp(`/app/${SHOP}/staff/login$`));
  await staffLogin(page, 'S100');
  for (const fn of ['memberFind', 'memberRegistration', 'memberAssessment', 'pinpad'])
    await expect(page.getByTestId(`staff-function-${fn}`)).toBeVisible();
});

test('a staff screen left idle relocks; the PIN opens it again, and "not me" signs out', async ({ page }) => {
  await staffLogin(page, 'S200', '?idle=2');
  await expect(page.getByTestId('staff-name')).toBeVisible();
  // No touch for two seconds: back to the PIN, the session kept.
  await expect(page).toHaveURL(new RegExp(`/app/${SHOP}/staff/login$`), { timeout: 10_000 });
  await expect(page.getByTestId('staff-pin')).toBeVisible();
  await page.getByTestId('staff-pin').fill(COUNTER.pin);
  await page.getByTestId('staff-unlock').click();
  await expect(page.getByTestId('staff-name')).toContainText('Casey (counter)');
  await page.getByTestId('staff-lock').click();
  await page.getByTestId('staff-not-me').click();
  await expect(page.getByTestId('staff-login')).toBeVisible();
});

test('the counter registers a new member (a card is issued) and finds them by card number', async ({ page }) => {
  const phone = nzMobile();
  await staffLogin(page, 'S200');
  await page.getByTestId('staff-function-memberRegistration').click();
  await page.getByTestId('register-phone').fill(phone.typed);
  await page.getByTestId('register-first-name').fill('Grace');
  await page.getByTestId('register-last-name').fill('Hopper');
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('flow-message')).toHaveText('Please accept the terms and conditions');
  await page.getByTestId('register-terms').check();
  await page.getByTestId('register-submit').click();
  const number = page.getByTestId('issued-card-number');
  await expect(number).toHaveText(/^\d{4} \d{4} \d{4} \d{4}$/);
  const cardNumber = (await number.textContent()) ?? '';

  await page.goto(`/app/${SHOP}/staff/member/find`);
  await page.getByTestId('member-find-by-card').click();
  await page.getByTestId('member-find-value').fill(cardNumber);
  await page.getByTestId('member-find-submit').click();
  await expect(page.getByTestId('member-name')).toHaveText('Grace Hopper');
  await expect(page.getByTestId('member-card')).toContainText(
    `${cardNumber.replace(/ /g, '').slice(0, 4)}*********${cardNumber.slice(-3)}`,
  );
  // The counter role does not open assessments.
  await expect(page.getByTestId('member-assess')).toHaveCount(0);
});

test('the assessor records an assessment: a mandatory note is refused until written, and the answers show on the record', async ({
  page,
  request,
}) => {
  const customer = await customerByApi(request, TENANT);
  await staffLogin(page, 'S300');
  await page.getByTestId('staff-function-memberAssessment').click();
  await page.getByTestId('member-find-value').fill(customer.phone.typed);
  await page.getByTestId('member-find-submit').click();
  await page.getByTestId('member-assess').click();
  await page.getByTestId('question-vehicle-type').getByLabel('SUV or van').check();
  await page.getByTestId('question-visit-reason').getByLabel('Event').check();
  await page.getByTestId('question-accessibility').getByLabel('Yes, mobility permit holder').check();
  await page.getByTestId('assessment-submit').click();
  await expect(page.getByTestId('flow-message')).toHaveText('Please write a note for the answer that needs one');
  await expect(page.getByTestId('question-accessibility')).toContainText('Please write a note');
  await page.getByTestId('note-accessibility').fill('Permit MP-2041');
  await page.getByTestId('assessment-submit').click();
  const record = page.getByTestId('member-assessment-entry');
  await expect(record).toContainText('Yes, mobility permit holder · Permit MP-2041');
  await expect(record).toContainText('Ash (assessor)');

  // The answers are on the member's record at member find.
  await page.getByTestId('assessment-back').click();
  await page.getByTestId('member-find-value').fill(customer.phone.typed);
  await page.getByTestId('member-find-submit').click();
  await expect(page.getByTestId('member-assessment-entry')).toContainText('SUV or van');
});

test('an assessor working in Chinese reads the questions and options in Chinese; the record keeps the answer, shown in Chinese too', async ({
  page,
  request,
}) => {
  const customer = await customerByApi(request, TENANT);
  // Chinese until the test chooses English below.
  await page.addInitScript((key) => {
    if (globalThis.localStorage.getItem(key) === null) globalThis.localStorage.setItem(key, 'zh-hans');
  }, languageStorageKey(TENANT));
  await page.goto(`/app/${SHOP}/staff/login`);
  await page.getByTestId('staff-login').fill('S300');
  await page.getByTestId('staff-password').fill(demoStaff('S300').password);
  await page.getByTestId('staff-sign-in').click();
  await page.getByTestId('staff-pin').fill(demoStaff('S300').pin);
  await page.getByTestId('staff-unlock').click();
  await page.getByTestId('staff-function-memberAssessment').click();
  await page.getByTestId('member-find-value').fill(customer.phone.typed);
  await page.getByTestId('member-find-submit').click();
  await page.getByTestId('member-assess').click();
  await expect(page.getByTestId('question-vehicle-type')).toContainText('您要停放什么车辆？');
  await page.getByTestId('question-vehicle-type').getByLabel('摩托车').check();
  await page.getByTestId('question-visit-reason').getByLabel('活动').check();
  await page.getByTestId('question-accessibility').getByLabel('不需要').check();
  await page.getByTestId('note-accessibility').fill('无');
  await page.getByTestId('assessment-submit').click();
  const record = page.getByTestId('member-assessment-entry');
  await expect(record).toContainText('您要停放什么车辆？ 摩托车');

  // The same record read in English: the answer was stored as the questionnaire's own option.
  await page.evaluate((key) => globalThis.localStorage.setItem(key, 'en-gb'), languageStorageKey(TENANT));
  await page.getByTestId('assessment-back').click();
  await page.reload();
  await page.getByTestId('member-find-value').fill(customer.phone.typed);
  await page.getByTestId('member-find-submit').click();
  await expect(page.getByTestId('member-assessment-entry')).toContainText('What will you be parking? Motorbike');
});

test('the counter finds a member by part of their name, picks them from the matches, and finds them again under recent members', async ({
  page,
  request,
}) => {
  // A surname no other test's customer has: the matches are these two.
  const surname = `Wren${Date.now().toString(36)}`;
  for (const firstName of ['Ana', 'Ben'])
    await registerByApi(request, TENANT, { phone: nzMobile(), password: 'Parking#2026', firstName, lastName: surname });

  await staffLogin(page, 'S200');
  await page.getByTestId('staff-function-memberFind').click();
  await page.getByTestId('member-find-by-name').click();
  await page.getByTestId('member-find-value').fill('W');
  await page.getByTestId('member-find-submit').click();
  await expect(page.getByTestId('flow-message')).toHaveText('Type at least 2 letters of the name');
  await page.getByTestId('member-find-value').fill(surname.toLowerCase());
  await page.getByTestId('member-find-submit').click();
  const matches = page.getByTestId('member-matches').getByTestId('member-match');
  await expect(matches).toHaveCount(2);
  await expect(matches.first()).toContainText(`Ana ${surname}`);
  // Masked phones: enough to tell two people apart, no more.
  await expect(matches.first()).toContainText('*');
  await matches.filter({ hasText: `Ben ${surname}` }).click();
  await expect(page.getByTestId('member-name')).toHaveText(`Ben ${surname}`);

  // Back on member find later: Ben is one tap away.
  await page.getByTestId('staff-back-to-functions').click();
  await page.getByTestId('staff-function-memberFind').click();
  const recent = page.getByTestId('member-recent').getByTestId('member-match');
  await expect(recent.first()).toContainText(`Ben ${surname}`);
  await recent.first().click();
  await expect(page.getByTestId('member-name')).toHaveText(`Ben ${surname}`);
});
