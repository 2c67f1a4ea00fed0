export interface SeedPage {
  slug: string; // URL slug, used at /page/{slug}
  name: string; // short label for the footer link
  title: string; // page heading
  lastUpdated: string; // 'yyyy-mm-dd'
  html: string; // the page body as HTML (no <html>/<body>, no scripts, no inline styles, no images)
}

export const seedPages: readonly SeedPage[] = [
  {
    slug: 'terms_&_conditions',
    name: 'Terms & Conditions',
    title: 'Website Terms and Conditions',
    lastUpdated: '2026-03-02',
    html: `<p>These terms explain how you may use the {{brandName}} website and how a contract is formed when you book with us online. Please read them together with our <a href="/page/booking_conditions">Booking Conditions</a>, which cover your holiday itself, and our <a href="/page/privacy_policy">Privacy Policy</a>. By using this website you agree to these terms.</p>

<h2>1. About us</h2>
<p>This website is operated by {{companyName}}, trading as {{brandName}}, of {{address}}. We are a family-run UK travel company selling package holidays (flights plus hotel) and hotel-only stays. Our flight-inclusive packages are protected under our Air Travel Organiser&rsquo;s Licence, {{atolNumber}}, issued by the Civil Aviation Authority &ndash; see <a href="/page/atol_protection">ATOL Protection</a>.</p>
<p>You can reach us on {{phone}}, by e-mail at {{email}} or through our <a href="/contact-us">contact page</a>.</p>

<h2>2. Using this website</h2>
<p>You may use this website to search for, compare and book holidays for your own personal, non-commercial use. When you use it, you agree that:</p>
<ul>
<li>you are at least 18 years old and able to enter into a legally binding contract;</li>
<li>the information you give us, including the name of everyone travelling, is true, accurate and complete;</li>
<li>you will not make speculative, false or fraudulent bookings;</li>
<li>you will not use robots, scrapers or other automated tools to search the site or copy its content or prices;</li>
<li>you will not try to interfere with the security or operation of the site, or access areas not intended for you.</li>
</ul>
<p>We may suspend your access to the website, or cancel a booking, where we reasonably believe these terms have been broken or a booking is fraudulent. We work hard to keep the website available but cannot promise it will always be uninterrupted or error-free, and we may take it offline for maintenance from time to time.</p>

<h2>3. Prices and availability</h2>
<p>All prices are shown in pounds sterling (GBP). Unless a price is labelled as a total, package prices are per person, based on the number of people sharing the room in your search. Prices include the flights, accommodation, board basis, taxes and charges known at the time of booking, and any extras listed in your booking summary. Local tourist taxes are not included and are paid at the hotel &ndash; see our <a href="/tourist-tax">tourist tax guide</a>.</p>
<p>We search live availability across more than 300,000 properties and a wide range of airlines. Prices and availability change constantly and are only guaranteed once your booking is confirmed. If a price is shown incorrectly because of an obvious error, we will contact you before confirming and offer you the choice of booking at the correct price or cancelling with a full refund.</p>

<h2>4. How a contract is formed when you book online</h2>
<ol>
<li><strong>Search and select.</strong> You choose your hotel, room and board basis and, for a package, your flights. The booking summary shows the total price, any deposit payable today and the date your balance is due.</li>
<li><strong>Enter traveller details.</strong> The lead passenger, who must be 18 or over, enters each traveller&rsquo;s name exactly as it appears on their passport, together with contact details. The lead passenger is responsible for the booking and for passing information on to the rest of the party.</li>
<li><strong>Your holiday is held.</strong> Once you reach checkout we hold the price and availability for 30 minutes while you complete payment. If the timer runs out, you will need to search again and the price may have changed.</li>
<li><strong>Payment.</strong> When you pay your deposit or the full price, you are making an offer to buy the holiday on these terms and our <a href="/page/booking_conditions">Booking Conditions</a>. Taking payment does not by itself mean your booking is confirmed.</li>
<li><strong>Confirmation.</strong> A binding contract exists when we have secured your arrangements with our suppliers and e-mailed you a confirmation showing your booking reference &ndash; two letters followed by six digits, for example SW123456. For flight-inclusive packages we will also send your ATOL Certificate.</li>
</ol>
<p>If we cannot confirm any part of your booking, we will tell you straight away and either offer a suitable alternative or refund everything you have paid, normally within 14 days.</p>
<p>Your contract is with {{companyName}}. For a package, we are the organiser under the Package Travel and Linked Travel Arrangements Regulations 2018 and are responsible for the proper performance of every travel service in it. For hotel-only stays we are responsible for making your booking correctly, and the hotel&rsquo;s own house rules, such as security deposits and check-in procedures, also apply.</p>

<h2>5. Check your confirmation</h2>
<p>Please check your confirmation and ATOL Certificate as soon as you receive them and tell us within 24 hours if anything is wrong. Names matter most: airlines may charge to correct a name, or refuse boarding if it does not match the passport. Errors reported later may incur the charges set out in our <a href="/page/booking_conditions">Booking Conditions</a>.</p>

<h2>6. Managing your booking</h2>
<p>You do not need an account to manage a booking. Go to <a href="/manage-booking">Manage my booking</a> and enter your booking reference, the lead passenger&rsquo;s surname and your departure date. Keep these details private, because anyone who has them can view your booking.</p>

<h2>7. Content and intellectual property</h2>
<p>The content of this website, including text, design, logos and software, belongs to us or our licensors. You may print or save pages for your own holiday planning, but you may not copy, republish or sell any part of the site without our written permission. Hotel descriptions, star ratings and facility lists come from hotels and our partners. We take care to keep them accurate, but facilities can change, close for maintenance or operate reduced hours outside the main season.</p>
<p>Where we link to other websites, such as GOV.UK travel advice or an airline&rsquo;s check-in page, we do so for your convenience and are not responsible for their content.</p>

<h2>8. Our liability for the website</h2>
<p>Our responsibility for your travel arrangements is set out in our <a href="/page/booking_conditions">Booking Conditions</a>. For your use of the website itself, we are not liable for losses that were not reasonably foreseeable, or for any business losses. Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else that cannot be limited by law, and nothing affects your statutory rights as a consumer.</p>

<h2>9. Changes to these terms</h2>
<p>We may update these terms from time to time, for example when we add new services or the law changes. The version on this page when you book is the one that applies to your booking.</p>

<h2>10. Law</h2>
<p>These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction. If you live in Scotland or Northern Ireland, you may also bring proceedings in your local courts.</p>`,
  },
  {
    slug: 'privacy_policy',
    name: 'Privacy Policy',
    title: 'Privacy Policy',
    lastUpdated: '2026-02-16',
    html: `<p>This policy explains how {{companyName}}, trading as {{brandName}}, collects and uses your personal information when you search for, book and take a holiday with us. We are the controller of your personal data under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018. Our address is {{address}}.</p>
<p>If you have any questions about this policy or your information, e-mail {{email}} or write to the Data Protection Lead at the address above.</p>

<h2>What we collect</h2>
<h3>When you search</h3>
<ul>
<li>Your destination, travel dates, departure airport, number of rooms and the number and ages of adults and children.</li>
<li>Technical information such as your IP address, browser type, device and the pages you visit. Analytics information is only collected if you agree to it &ndash; see our <a href="/page/cookie_policy">Cookie Policy</a>.</li>
<li>If you choose to save searches, the details of those searches, stored in your own browser.</li>
</ul>
<h3>When you book</h3>
<ul>
<li>The lead passenger&rsquo;s name, home address, e-mail address and mobile number.</li>
<li>Every traveller&rsquo;s full name as shown on their passport, title, date of birth and, where an airline requires it, gender, nationality and passport details (Advance Passenger Information).</li>
<li>Any special requests you give us, such as room preferences, dietary needs or assistance at the airport. Information about health or disability is a special category of data and we only use it to arrange the help you have asked for.</li>
</ul>
<h3>When you pay</h3>
<p>Card payments are processed by our payment gateway, which is certified to PCI DSS standards. We never see or store your full card number or security code. We receive a payment reference, the card type, the last four digits and the expiry date, the billing address and whether the payment was authorised. For instalment plans, the gateway securely stores your card so scheduled payments can be taken.</p>
<h3>When you contact us</h3>
<p>We keep records of e-mails, messages and calls, including call recordings used for training, quality and to resolve disputes. We will tell you at the start of a call if it is being recorded.</p>

<h2>Why we use it and our lawful bases</h2>
<ul>
<li><strong>To perform our contract with you</strong> &ndash; making and managing your booking, passing details to suppliers, taking payments, sending documents and helping you while you are away.</li>
<li><strong>To meet legal obligations</strong> &ndash; keeping accounting and tax records, ATOL records required by the Civil Aviation Authority, and providing passenger data that airlines and border authorities require.</li>
<li><strong>For our legitimate interests</strong> &ndash; preventing fraud and payment misuse, keeping our systems secure, improving our website and services, and sending service messages about a booking you have made. We balance these interests against your rights and you can object at any time.</li>
<li><strong>With your consent</strong> &ndash; sending marketing e-mails, using analytics cookies and, where needed, processing health information for special assistance. You can withdraw consent at any time without affecting your booking.</li>
</ul>
<p>We do not sell your personal data and we do not make decisions about you based solely on automated processing that have legal or similarly significant effects, other than automated fraud screening of payments, which a member of our team reviews if a payment is declined.</p>

<h2>Who we share it with</h2>
<p>We only share the information each organisation needs:</p>
<ul>
<li><strong>Hotels</strong> &ndash; names of guests, arrival and departure dates, room and board details and special requests.</li>
<li><strong>Airlines</strong> &ndash; passenger names, dates of birth, contact details and passport information, which they may pass to immigration and security authorities at your destination.</li>
<li><strong>Transfer providers</strong> &ndash; lead passenger name, mobile number, flight times and party size, so they can meet you at the airport.</li>
<li><strong>Our payment gateway and banks</strong> &ndash; to process payments and refunds and help detect fraud.</li>
<li><strong>The Civil Aviation Authority and our trustees</strong> &ndash; if we were ever unable to provide your holiday, so you can be refunded or brought home (see <a href="/page/atol_protection">ATOL Protection</a>).</li>
<li><strong>Service providers</strong> working on our behalf, such as our hosting, e-mail and telephone providers, under contracts that require them to keep your data secure.</li>
<li><strong>Police, regulators and courts</strong> where the law requires it.</li>
</ul>

<h2>Transfers outside the UK</h2>
<p>If you travel abroad, your details must be sent to hotels, airlines and transfer providers in that country, which may not have the same data protection laws as the UK. These transfers are necessary to provide the holiday you have booked. Where our own service providers handle data outside the UK, we use safeguards approved under UK law, such as the International Data Transfer Agreement.</p>

<h2>How long we keep it</h2>
<ul>
<li>Booking and payment records: seven years after your return, to meet tax, ATOL and legal requirements.</li>
<li>Passport and Advance Passenger Information: deleted 30 days after you return home.</li>
<li>Health and special assistance information: deleted 30 days after you return, unless it relates to an open complaint or claim.</li>
<li>Call recordings: 12 months.</li>
<li>Marketing preferences: until you unsubscribe, after which we keep a suppression record so we do not contact you again.</li>
</ul>

<h2>Your rights</h2>
<p>You have the right to:</p>
<ul>
<li>ask for a copy of the personal data we hold about you;</li>
<li>ask us to correct information that is inaccurate or incomplete;</li>
<li>ask us to delete your data where we no longer need it;</li>
<li>ask us to restrict how we use your data, or object to our use of it based on legitimate interests;</li>
<li>receive data you gave us in a portable format;</li>
<li>withdraw consent at any time, including by using the unsubscribe link in any marketing e-mail.</li>
</ul>
<p>To make a request, contact us at {{email}}. We will respond within one month, and there is normally no charge. We may ask you to confirm your identity first. Some rights are limited &ndash; for example, we cannot delete booking records we are legally required to keep.</p>

<h2>Complaints</h2>
<p>If you are unhappy with how we have handled your information, please tell us first so we can put it right. You also have the right to complain to the Information Commissioner&rsquo;s Office (ICO), the UK&rsquo;s data protection regulator, at ico.org.uk or on 0303 123 1113.</p>

<h2>Cookies</h2>
<p>We use browser storage and cookies to keep your booking session running and, with your consent, to understand how our site is used. Full details and how to control them are in our <a href="/page/cookie_policy">Cookie Policy</a>.</p>

<h2>Keeping your data safe</h2>
<p>Our website uses encrypted connections, access to booking data is limited to staff who need it, and our suppliers are checked before we share information with them. We will never ask for your full card details by e-mail.</p>

<h2>Changes to this policy</h2>
<p>We will update this page if the way we use your information changes. The date at the top shows when it was last revised.</p>`,
  },
  {
    slug: 'booking_conditions',
    name: 'Booking Conditions',
    title: 'Booking Conditions',
    lastUpdated: '2026-11-28',
    html: `<p>These conditions form the basis of your contract with {{companyName}}, trading as {{brandName}}. Please read them alongside our website <a href="/page/terms_&_conditions">Terms &amp; Conditions</a>. In these conditions &ldquo;you&rdquo; means everyone named on the booking, and &ldquo;we&rdquo; or &ldquo;us&rdquo; means {{companyName}}.</p>

<h2>1. Deposits and paying the balance</h2>
<p>You can secure most holidays with a deposit from <strong>&pound;49 per person</strong>. The exact amount is shown before you pay; it may be higher where an airline or hotel requires full payment at the time of booking. The balance is due <strong>6 weeks (42 days) before departure</strong>. If you book within 42 days of departure, the full price is payable at the time of booking.</p>
<p>If we do not receive your balance on time, we will contact you. If it remains unpaid, we may cancel your booking and apply the cancellation charges in section 4.</p>

<h2>2. Monthly payment plans</h2>
<p>On most bookings made more than 10 weeks before departure, you can spread the cost. After your deposit, the balance is divided into equal monthly instalments taken automatically from your card, with the final instalment taken no later than 42 days before departure. The schedule is shown before you book and in <a href="/manage-booking">Manage my booking</a>. There is no interest or fee. If an instalment fails we will try again and contact you; if the balance is still outstanding on the due date, section 1 applies.</p>

<h2>3. Changing your booking</h2>
<p>Contact us through <a href="/manage-booking">Manage my booking</a> or on {{phone}}. We answer change requests within 24 hours and confirm the cost before making any change. We charge an amendment fee of &pound;25 per person, plus any cost passed on by the airline or hotel. Airline charges can be high; many airlines treat a name change as a cancellation. <strong>Flight changes requested less than 7 days before departure may cost more</strong>, because fares rise close to departure.</p>
<p>Under the Package Travel Regulations 2018, you may transfer your package to someone who meets all its conditions if you tell us at least 7 days before departure. You and the new traveller are jointly responsible for the balance and any extra costs.</p>

<h2>4. If you cancel</h2>
<p>The lead passenger can ask us to cancel through <a href="/manage-booking">Manage my booking</a> (choose &ldquo;Cancellation&rdquo; as the change you would like) or on {{phone}}. Our team confirms the cancellation, its charge and your refund with you. The charge depends on how many days before departure your booking is cancelled, and applies to packages and hotel-only bookings alike:</p>
<table>
<caption>Cancellation charges</caption>
<thead>
<tr><th scope="col">Days before departure</th><th scope="col">Cancellation charge</th></tr>
</thead>
<tbody>
<tr><td>70 days or more</td><td>Your deposit only</td></tr>
<tr><td>43 to 69 days</td><td>50% of the total price</td></tr>
<tr><td>29 to 42 days</td><td>70% of the total price</td></tr>
<tr><td>15 to 28 days</td><td>90% of the total price</td></tr>
<tr><td>14 days or fewer, on or after the day of departure, or if you do not travel</td><td>100% of the total price</td></tr>
</tbody>
</table>
<p>The charge is never less than your deposit. We refund what you have paid, less the cancellation charge, within <strong>14 days</strong> of cancelling. <a href="/manage-booking">Manage my booking</a> shows what cancelling would cost today and the date on which that charge next rises.</p>
<p>You may cancel a package without a charge if unavoidable and extraordinary circumstances at your destination, such as the Foreign, Commonwealth &amp; Development Office advising against all but essential travel, significantly affect your holiday.</p>

<h2>5. If we change or cancel your holiday</h2>
<p>Airline schedules sometimes change. If we have to make a significant change, such as a change of departure airport, a flight time change of more than 12 hours or a change to a lower-rated hotel, we will tell you as soon as possible and you can accept the change, choose a comparable alternative or cancel for a full refund. We will not cancel your holiday after the balance is due, except where we are forced to by unavoidable and extraordinary circumstances.</p>

<h2>6. Price changes and surcharges</h2>
<p>As permitted by the Package Travel and Linked Travel Arrangements Regulations 2018, we may increase the price of a package after booking only because of changes in: transport costs from fuel or other power sources; taxes or fees charged by third parties not directly involved in your package, such as air passenger duty or airport charges; or exchange rates. We absorb any increase up to 2% of the price. We will not add a surcharge within 20 days of departure. If an increase exceeds 8% of the total price, you may accept it, take an alternative holiday or cancel for a full refund. If these costs fall, you are entitled to a reduction, less our administrative costs.</p>

<h2>7. Passports, visas and health</h2>
<p>Every traveller, including babies and children, needs a valid passport. Passports must be valid for at least <strong>six months</strong> after your return date, and some countries have extra rules on issue dates and blank pages. Check entry requirements, including visas, digital travel authorisations and vaccinations, in the foreign travel advice on GOV.UK before you book and again before you go. We cannot accept responsibility if you are refused boarding or entry because of missing or invalid documents.</p>
<p>Arrive at the airport <strong>2&ndash;3 hours before</strong> your flight. Flight times on your confirmation are provisional until your e-tickets are issued.</p>

<h2>8. Special assistance</h2>
<p>Tell us when you book about any disability, reduced mobility, medical condition or dietary need. Airlines need at least 48 hours&rsquo; notice for assistance at the airport, and most airlines restrict travel in later pregnancy. We will pass your requests to our suppliers, but we can only guarantee requests we have confirmed in writing.</p>

<h2>9. Accommodation</h2>
<p>Rooms are normally available from 14:00 on the day of arrival and must be vacated by 11:00 on departure day. Tourist taxes are not included in the price and are paid locally at the hotel &ndash; see <a href="/tourist-tax">tourist tax</a>.</p>

<h2>10. Insurance</h2>
<p>Adequate travel insurance is a condition of booking a package. It should cover cancellation, medical expenses and repatriation.</p>

<h2>11. Our responsibility to you</h2>
<p>For packages, we are responsible for the proper performance of all the travel services in your contract. Where a flight is affected, our liability is limited in line with international conventions such as the Montreal Convention. Except for death, personal injury or illness, our liability is limited to three times the price of your holiday. Your financial protection is explained on our <a href="/page/atol_protection">ATOL Protection</a> page.</p>

<h2>12. Problems and complaints</h2>
<p>If something goes wrong while you are away, tell the hotel or supplier straight away and call our <strong>24/7 support line</strong> on {{phone}} so we can help put it right. If it is not resolved, write to us within 28 days of your return at {{email}} or {{address}}, quoting your booking reference. We will acknowledge within 7 days and aim to give a full response within 28 days. If you remain unhappy, we will tell you which alternative dispute resolution scheme you can use.</p>

<h2>13. Law</h2>
<p>Your contract is governed by the law of England and Wales, and the courts of England and Wales have jurisdiction, although you may bring proceedings in Scotland or Northern Ireland if you live there.</p>`,
  },
  {
    slug: 'atol_protection',
    name: 'ATOL Protection',
    title: 'ATOL Protection and Financial Protection',
    lastUpdated: '2026-01-19',
    html: `<p>When you book a holiday with {{brandName}}, the money you pay us is protected. This page explains how that protection works for flight-inclusive packages and hotel-only stays, and what would happen if {{companyName}} were ever unable to provide your holiday.</p>

<h2>What is ATOL?</h2>
<p>ATOL stands for Air Travel Organiser&rsquo;s Licence. It is a UK government-backed financial protection scheme run by the Civil Aviation Authority (CAA). Any company that sells flight-inclusive holidays in the UK must hold an ATOL, and the scheme makes sure you are not left stranded abroad or out of pocket if the company you booked with goes out of business.</p>
<p>{{companyName}} holds an Air Travel Organiser&rsquo;s Licence granted by the CAA. Our ATOL number is <strong>{{atolNumber}}</strong>. You can check any ATOL holder on the CAA&rsquo;s website at atol.org.uk.</p>

<h2>Which bookings are ATOL protected?</h2>
<p>Every package holiday you book with us that includes a flight &ndash; flights and hotel booked together &ndash; is ATOL protected from the moment you pay anything, whether that is a &pound;49-per-person deposit, your first instalment or the full price. The protection covers everyone named on the booking and every part of the trip listed on your ATOL Certificate, including flights, accommodation and any transfers included in the package.</p>

<h3>Your ATOL Certificate</h3>
<p>When you book a flight-inclusive package, we e-mail you an ATOL Certificate along with your booking confirmation. It lists:</p>
<ul>
<li>the names of everyone who is protected;</li>
<li>the flights, accommodation and other services that are protected;</li>
<li>our ATOL number and the date of issue;</li>
<li>who to contact if something goes wrong.</li>
</ul>
<p>Please check it carefully and keep it safe, ideally with a copy on your phone while you travel. If you change your booking, we will send you an updated certificate. You can also download the latest version from <a href="/manage-booking">Manage my booking</a> using your booking reference, the lead passenger&rsquo;s surname and your departure date.</p>
<p><strong>Please note:</strong> many of the flights and flight-inclusive holidays on this website are financially protected by the ATOL scheme, but ATOL protection does not apply to all holiday and travel services listed on this website. Please ask us to confirm what protection may apply to your booking. If you do not receive an ATOL Certificate then the booking will not be ATOL protected. If you do receive an ATOL Certificate but all the parts of your trip are not listed on it, those parts will not be ATOL protected. For more information about financial protection and the ATOL Certificate, go to atol.org.uk/ATOLCertificate.</p>

<h2>Hotel-only bookings</h2>
<p>Hotel-only stays do not include a flight, so they are not covered by ATOL and you will not receive an ATOL Certificate for them. They are still protected. All money you pay us for a hotel-only booking is held in a <strong>trust account</strong> managed by independent trustees. Money in the trust account can only be used to pay the hotel for your stay or, once your stay is complete, released to us. If we were unable to provide your booking, the trustees would use the money held to refund you or make sure your stay goes ahead.</p>
<p>If you book a hotel-only stay and arrange your own flights separately, your flights are not protected by us. Travel insurance that includes cover for supplier failure is a good idea for any part of your trip you book elsewhere.</p>

<h2>Package Travel Regulations</h2>
<p>Our flight-inclusive holidays are packages under the Package Travel and Linked Travel Arrangements Regulations 2018. This means you benefit from all the rights that apply to packages: {{companyName}} is fully responsible for the proper performance of the package as a whole, and you will receive the protection described above if we become insolvent. More detail on your rights is in our <a href="/page/booking_conditions">Booking Conditions</a>.</p>

<h2>What to do if we fail</h2>
<p>We have traded since 2019, and our team brings more than 25 years&rsquo; combined experience in the travel industry. We hope you will never need this section, but it is important to know what would happen.</p>
<h3>If you have not yet travelled</h3>
<ol>
<li>Keep your ATOL Certificate and booking confirmation.</li>
<li>For a flight-inclusive package, go to atol.org.uk, where the CAA will publish instructions and a claim form. You will be entitled to a refund of the money you paid, or the CAA may arrange for your holiday to go ahead.</li>
<li>For a hotel-only booking, the trustees of our trust account will contact you using the details on your booking. If you have not heard from them, contact the CAA or use the contact details we will publish on this website.</li>
</ol>
<h3>If you are already on holiday</h3>
<ol>
<li>Do not cut your holiday short. Under ATOL, you will be able to finish your holiday and fly home as planned.</li>
<li>If a hotel asks you to pay again for accommodation covered by your ATOL Certificate, show them the certificate and contact the CAA&rsquo;s helpline, which will be published at atol.org.uk.</li>
<li>Keep receipts for any costs you have to pay, as you may be able to claim them back.</li>
</ol>

<h2>Any questions?</h2>
<p>If you are unsure whether your booking is protected, or you have not received your ATOL Certificate, call us on {{phone}}, e-mail {{email}} or visit our <a href="/contact-us">contact page</a>. Travellers who are already abroad can reach our 24/7 support line on the same number. You can also read our <a href="/page/faq">FAQ</a>.</p>`,
  },
  {
    slug: 'cookie_policy',
    name: 'Cookie Policy',
    title: 'Cookie Policy',
    lastUpdated: '2026-02-16',
    html: `<p>This policy explains how {{brandName}} uses cookies and similar technologies, such as your browser&rsquo;s local storage and session storage, when you use our website. It should be read with our <a href="/page/privacy_policy">Privacy Policy</a>.</p>

<h2>What are cookies and browser storage?</h2>
<p>Cookies are small text files that a website saves on your device. Browser storage works in a similar way, letting a website keep small pieces of information in your browser between pages or visits. In this policy we call both of these &ldquo;cookies&rdquo;. Some are essential for the website to work; others help us remember your preferences or understand how the site is used.</p>
<p>We keep the number of cookies we use to a minimum. We do not use advertising cookies, and we do not allow third parties to track you across other websites from our site.</p>

<h2>Strictly necessary</h2>
<p>These are needed for the website to work, particularly for booking, so they cannot be switched off. The law allows us to use them without asking for your consent.</p>
<ul>
<li><strong>Session token</strong> &ndash; stored in your browser&rsquo;s storage, this securely links your browser to your search and booking so that your selected hotel, flights and traveller details are kept as you move through checkout. It is also used when you view a booking in <a href="/manage-booking">Manage my booking</a>. It expires when your session ends.</li>
<li><strong>Checkout timer</strong> &ndash; when you reach checkout, we hold your price and availability for 30 minutes. The timer is kept in your browser&rsquo;s storage so that it keeps counting correctly if you refresh the page or open another tab. It is removed once your booking is complete or the hold expires.</li>
<li><strong>Cookie choices</strong> &ndash; remembers whether you have accepted or declined analytics cookies, so we do not ask you on every page. It is kept for 12 months.</li>
<li><strong>Security</strong> &ndash; helps us protect the website and our customers from fraud and misuse, such as automated bookings.</li>
</ul>

<h2>Preferences</h2>
<p>These make the website easier to use by remembering choices you have made.</p>
<ul>
<li><strong>Saved searches</strong> &ndash; if you save a search, or we show your recent searches, the destination, dates, departure airport and party details are kept in your browser&rsquo;s local storage so you can pick up where you left off. This information stays on your device and is not sent to us until you search again. You can remove saved searches from the search page at any time.</li>
</ul>

<h2>Analytics</h2>
<p>With your consent only, we use analytics cookies to understand how visitors use our website &ndash; for example, which pages are most popular, where people leave the booking process and whether pages load slowly. This helps us improve the site. The information is aggregated, and we configure our analytics to avoid collecting your full IP address. Analytics cookies are only set after you choose to accept them, and they are not set at all if you decline. They are kept for no more than 13 months.</p>

<h2>How to control cookies</h2>
<p>When you first visit our website, we ask whether you are happy for us to use analytics cookies. You can accept or decline, and the website works fully either way.</p>
<p>You can change your mind at any time:</p>
<ol>
<li>Clear the cookies and site data for our website in your browser settings. We will ask for your choice again on your next visit.</li>
<li>Use your browser&rsquo;s settings to block or delete cookies and browser storage. Most browsers explain how to do this in their help pages.</li>
<li>Use private or incognito browsing, which removes cookies and storage when you close the window.</li>
</ol>
<p>Please be aware that if you block strictly necessary cookies or clear your browser storage during checkout, your 30-minute hold will be lost and you may need to start your booking again. Saved searches will also be deleted.</p>

<h2>Changes to this policy</h2>
<p>If we change the cookies we use, we will update this page and, where the change affects your consent, ask you again.</p>

<h2>Questions</h2>
<p>If you have any questions about how we use cookies, e-mail us at {{email}} or visit our <a href="/contact-us">contact page</a>.</p>`,
  },
  {
    slug: 'faq',
    name: 'FAQ',
    title: 'Frequently Asked Questions',
    lastUpdated: '2026-05-11',
    html: `<p>Answers to the questions we are asked most often. If you cannot find what you need, our team is happy to help &ndash; see <a href="/contact-us">Contact us</a>.</p>

<h2>Booking and payment</h2>
<h3>How much deposit do I need to pay?</h3>
<p>Most holidays can be secured with a deposit from <strong>&pound;49 per person</strong>. The exact amount is shown before you pay &ndash; it can be higher if an airline or hotel requires full payment at booking. The balance is due 6 weeks (42 days) before departure. If you book within 42 days of departure, you will pay the full price when you book.</p>

<h3>Can I pay by monthly instalments?</h3>
<p>Yes. On most bookings made more than 10 weeks before departure, you can pay your deposit and then spread the balance over monthly instalments, taken automatically from your card. The final instalment is always taken by the balance due date, 42 days before you travel. There is no interest or fee, and you can see your payment schedule in <a href="/manage-booking">Manage my booking</a>.</p>

<h3>How long is my holiday held while I book?</h3>
<p>Once you reach checkout, we hold your price and availability for 30 minutes. A timer on the page shows how long you have left. If it runs out, simply search again, although the price may have changed.</p>

<h3>What does my booking reference look like?</h3>
<p>Your booking reference is two letters followed by six digits, for example SW123456. You will find it in your confirmation e-mail.</p>

<h2>Your holiday</h2>
<h3>What is included in a package holiday?</h3>
<p>A package includes your return flights, your hotel with the board basis you choose (such as room only, bed and breakfast, half board or all inclusive) and the taxes and charges known when you book. Return airport transfers are included where they are shown in your booking summary. Hold luggage is included only if stated. Tourist taxes are not included.</p>

<h3>Are transfers included with hotel-only bookings?</h3>
<p>No. Hotel-only bookings are for the accommodation only, so you will need to make your own way to the hotel. Many hotels offer a paid shuttle, and taxis and public transport are usually available from the airport. Details of how to reach your hotel are included in your confirmation.</p>

<h3>What is my luggage allowance?</h3>
<p>Luggage allowances are set by each airline and depend on your fare. Your allowance is shown before you pay and on your confirmation. Most fares include a small cabin bag; hold luggage may be included or can be added during booking or later through <a href="/manage-booking">Manage my booking</a>. Adding bags before you travel is almost always cheaper than paying at the airport.</p>

<h3>Can I choose my seats?</h3>
<p>On many flights you can select seats for a fee, either when you book or afterwards by contacting us or through the airline&rsquo;s own website using the airline reference on your confirmation. If you do not choose seats, the airline will allocate them at check-in and cannot guarantee that your party will sit together.</p>

<h3>What are the hotel check-in and check-out times?</h3>
<p>Rooms are normally available from <strong>14:00</strong> on the day you arrive and must be vacated by <strong>11:00</strong> on the day you leave. If your flight arrives early or leaves late, ask the hotel about early check-in or late check-out &ndash; it is usually subject to availability and may carry a charge. Most hotels can store your luggage.</p>

<h3>Do I have to pay a tourist tax?</h3>
<p>Many destinations charge a local tourist tax, usually per person per night. It is not included in the price you pay us and is paid locally at the hotel, normally at check-in or check-out. Rates vary by destination and hotel rating &ndash; see our <a href="/tourist-tax">tourist tax guide</a>.</p>

<h3>How early should I get to the airport?</h3>
<p>Please arrive 2&ndash;3 hours before your flight departs, and make sure every passport is valid for at least six months after your return date.</p>

<h2>Managing your booking</h2>
<h3>How do I manage my booking without an account?</h3>
<p>Go to <a href="/manage-booking">Manage my booking</a> and enter your booking reference, the lead passenger&rsquo;s surname and your departure date. You can view your itinerary, download your documents and ATOL Certificate, pay your balance and request changes.</p>

<h3>Can I change my booking?</h3>
<p>Yes, in most cases. Send a request through <a href="/manage-booking">Manage my booking</a> or call us. We reply to change requests within 24 hours and confirm any cost before making the change. An amendment fee applies, plus any charge from the airline or hotel, and flight changes less than 7 days before departure may cost more. See our <a href="/page/booking_conditions">Booking Conditions</a> for details, including cancellation charges.</p>

<h2>Protection and support</h2>
<h3>Is my holiday ATOL protected?</h3>
<p>All our flight-inclusive packages are protected under our ATOL, {{atolNumber}}. You will receive an ATOL Certificate by e-mail when you book. Hotel-only bookings are not covered by ATOL, but the money you pay is protected in a trust account. Find out more on our <a href="/page/atol_protection">ATOL Protection</a> page.</p>

<h3>Who are {{brandName}}?</h3>
<p>We are a family-run UK travel company, trading since 2019, with a team that brings more than 25 years&rsquo; combined experience in travel. We offer package holidays and hotel-only stays at over 300,000 properties worldwide.</p>

<h3>How do I contact you?</h3>
<p>Call {{phone}}, e-mail {{email}} or use our <a href="/contact-us">contact page</a>. Please have your booking reference ready. If you are already travelling and need urgent help, our <strong>24/7 support line</strong> for travellers abroad is available on the same number. Our postal address is {{address}}.</p>`,
  },
];
