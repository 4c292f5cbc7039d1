import type { MigrationInterface, QueryRunner } from 'typeorm';

interface PolicyText {
  title: string;
  intro: string;
  description: string;
  /** Blocks of sanitized HTML; `{{support_email}}` is where the site shows the support address. */
  body: string[];
}

/**
 * The policy pages as they were written into the member site until issue 35, word for word, with their
 * first Hindi texts. Frozen here: staff edit the rows in the console from now on.
 */
const PAGES: Array<{ slug: string; en: PolicyText; hi: PolicyText }> = [
  {
    slug: 'privacypolicy',
    en: {
      title: 'Privacy Policy',
      intro:
        'These terms explain who may use Restaurant Community, what we collect about you and what we do with it.',
      description: 'Terms of use and how Restaurant Community handles your personal data.',
      body: [
        '<h2>Who may use the community</h2>',
        '<p>Restaurant Community is for restaurant owners, vendors and restaurant professionals aged 18 and over. By signing up you confirm that you are at least 18 years old and that the details you give are true.</p>',
        '<h2>What we collect</h2>',
        '<ul>',
        '<li>Account details: your name, business name and type, e-mail address, phone number, country, state and city.</li>',
        '<li>Profile details you choose to add, such as a photo, an address, a GST number or a CV.</li>',
        '<li>What you post: posts, photos, comments, likes and the people you follow.</li>',
        '<li>Payment records for Elite membership and the verified blue tick. Card and bank details are entered with our payment provider and are not stored by us.</li>',
        '<li>Documents you upload for verification, such as an identity document and a business proof.</li>',
        '</ul>',
        '<h2>How we use it</h2>',
        '<p>We use your data to run your account, show your profile and posts to other members, connect you with restaurants, vendors and professionals, process payments and invoices, keep the community safe, and write to you about your account. Verification documents are used only to verify you and are never shown to other members.</p>',
        '<h2>Keeping and deleting your data</h2>',
        '<p>You can ask us to delete your account at any time. How and when that happens is described in the <a href="/deletionPolicy">account deletion policy</a>.</p>',
        '<h2>Safety</h2>',
        '<p>Content is checked automatically and by our moderators. Read our <a href="/child-safety-policy">child safety standards</a>.</p>',
        '<h2>Contact</h2>',
        '<p>Questions about your data: {{support_email}}.</p>',
      ],
    },
    hi: {
      title: 'प्राइवेसी पॉलिसी',
      intro:
        'ये शर्तें बताती हैं कि रेस्टोरेंट कम्युनिटी कौन इस्तेमाल कर सकता है, हम आपके बारे में क्या जानकारी लेते हैं और उसका क्या करते हैं।',
      description: 'रेस्टोरेंट कम्युनिटी के इस्तेमाल की शर्तें, और हम आपकी निजी जानकारी कैसे संभालते हैं।',
      body: [
        '<h2>कम्युनिटी कौन इस्तेमाल कर सकता है</h2>',
        '<p>रेस्टोरेंट कम्युनिटी 18 साल या उससे ज़्यादा उम्र के रेस्टोरेंट मालिकों, वेंडरों और रेस्टोरेंट प्रोफ़ेशनल्स के लिए है। साइन अप करके आप पुष्टि करते हैं कि आपकी उम्र कम से कम 18 साल है और आपकी दी हुई जानकारी सही है।</p>',
        '<h2>हम क्या जानकारी लेते हैं</h2>',
        '<ul>',
        '<li>अकाउंट की जानकारी: आपका नाम, बिज़नेस का नाम और प्रकार, ईमेल पता, फ़ोन नंबर, देश, राज्य और शहर।</li>',
        '<li>प्रोफ़ाइल की वह जानकारी जो आप ख़ुद जोड़ें, जैसे फ़ोटो, पता, GST नंबर या CV।</li>',
        '<li>आप जो पोस्ट करते हैं: पोस्ट, फ़ोटो, कमेंट, लाइक और वे लोग जिन्हें आप फ़ॉलो करते हैं।</li>',
        '<li>Elite मेंबरशिप और वेरिफ़ाइड ब्लू टिक के पेमेंट का रिकॉर्ड। कार्ड और बैंक की जानकारी आप हमारे पेमेंट प्रोवाइडर के पास भरते हैं, हम उसे अपने पास नहीं रखते।</li>',
        '<li>वेरिफ़िकेशन के लिए अपलोड किए गए दस्तावेज़, जैसे पहचान पत्र और बिज़नेस का सबूत।</li>',
        '</ul>',
        '<h2>हम इसका इस्तेमाल कैसे करते हैं</h2>',
        '<p>आपकी जानकारी से हम आपका अकाउंट चलाते हैं, आपकी प्रोफ़ाइल और पोस्ट दूसरे मेंबरों को दिखाते हैं, आपको रेस्टोरेंटों, वेंडरों और प्रोफ़ेशनल्स से जोड़ते हैं, पेमेंट और इनवॉइस का काम करते हैं, कम्युनिटी को सुरक्षित रखते हैं और आपके अकाउंट के बारे में आपको लिखते हैं। वेरिफ़िकेशन के दस्तावेज़ सिर्फ़ आपकी पहचान जाँचने के काम आते हैं और दूसरे मेंबरों को कभी नहीं दिखाए जाते।</p>',
        '<h2>जानकारी रखना और मिटाना</h2>',
        '<p>आप कभी भी हमसे अपना अकाउंट डिलीट करने को कह सकते हैं। यह कैसे और कब होता है, यह <a href="/deletionPolicy">अकाउंट डिलीट करने की पॉलिसी</a> में लिखा है।</p>',
        '<h2>सुरक्षा</h2>',
        '<p>कंटेंट की जाँच अपने-आप भी होती है और हमारे मॉडरेटर भी करते हैं। हमारे <a href="/child-safety-policy">बच्चों की सुरक्षा के नियम</a> पढ़ें।</p>',
        '<h2>संपर्क</h2>',
        '<p>अपनी जानकारी के बारे में सवाल: {{support_email}}</p>',
      ],
    },
  },
  {
    slug: 'terms-and-conditions',
    en: {
      title: 'Terms & Conditions',
      intro: 'By creating an account or using Restaurant Community you agree to these terms.',
      description:
        'The rules for using Restaurant Community: accounts, content, the marketplace and payments.',
      body: [
        '<h2>Who may use it</h2>',
        '<p>Restaurant Community is for adults aged 18 and over who work in or with the restaurant trade: restaurant owners, vendors and restaurant professionals. You sign up with your real name and an e-mail address you can read, and you keep your password to yourself.</p>',
        '<h2>What you post</h2>',
        '<ul>',
        '<li>You are responsible for your posts, comments, listings, quotes and applications.</li>',
        '<li>Do not post anything unlawful, misleading, hateful or sexual, and nothing that exploits children. See our <a href="/child-safety-policy">Child Safety Standards</a>.</li>',
        '<li>Our automatic checks and our moderators may hide content or restrict accounts that break these rules. You receive a statement of reasons and can appeal; see the <a href="/grievance">Grievance Officer</a> page.</li>',
        '<li>You keep the rights to what you post, and allow us to show it on Restaurant Community for as long as it is online.</li>',
        '</ul>',
        '<h2>The marketplace</h2>',
        '<p>Vendors, professionals and restaurant owners deal with each other directly. We do not take part in the deals made through listings, requirements, quotes or job applications, and we do not guarantee them.</p>',
        '<h2>Elite membership and payments</h2>',
        '<p>Elite membership and the blue tick are paid for one year at the price shown before you pay. Prices, coupons and the amount charged are decided by our server, and every payment gets a GST invoice. What happens when you cancel or ask for a refund is in our <a href="/cancellation-policy">Cancellation Policy</a>.</p>',
        '<h2>Your data and your account</h2>',
        '<p>How we use your data is in our <a href="/privacypolicy">Privacy Policy</a>. You can export your data and delete your account at any time from your settings; see the <a href="/deletionPolicy">Account Deletion Policy</a>.</p>',
        '<h2>Contact</h2>',
        '<p>Questions about these terms: <a href="/contact">contact us</a> or write to {{support_email}}.</p>',
      ],
    },
    hi: {
      title: 'नियम और शर्तें',
      intro: 'अकाउंट बनाकर या रेस्टोरेंट कम्युनिटी इस्तेमाल करके आप इन शर्तों को मानते हैं।',
      description: 'रेस्टोरेंट कम्युनिटी इस्तेमाल करने के नियम: अकाउंट, कंटेंट, मार्केटप्लेस और पेमेंट।',
      body: [
        '<h2>इसे कौन इस्तेमाल कर सकता है</h2>',
        '<p>रेस्टोरेंट कम्युनिटी 18 साल या उससे ज़्यादा उम्र के उन लोगों के लिए है जो रेस्टोरेंट के कारोबार में या उसके साथ काम करते हैं: रेस्टोरेंट मालिक, वेंडर और रेस्टोरेंट प्रोफ़ेशनल्स। आप अपने असली नाम और ऐसे ईमेल पते से साइन अप करते हैं जिसकी मेल आप पढ़ सकें, और अपना पासवर्ड किसी को नहीं बताते।</p>',
        '<h2>आप जो पोस्ट करते हैं</h2>',
        '<ul>',
        '<li>अपनी पोस्ट, कमेंट, लिस्टिंग, कोटेशन और आवेदनों की ज़िम्मेदारी आपकी है।</li>',
        '<li>कुछ भी ग़ैरक़ानूनी, गुमराह करने वाला, नफ़रत फैलाने वाला या अश्लील पोस्ट न करें, और ऐसा कुछ भी नहीं जो बच्चों का शोषण करे। हमारे <a href="/child-safety-policy">बच्चों की सुरक्षा के नियम</a> देखें।</li>',
        '<li>इन नियमों को तोड़ने वाले कंटेंट को हमारी अपने-आप होने वाली जाँच और हमारे मॉडरेटर छिपा सकते हैं, और ऐसे अकाउंट पर रोक लगा सकते हैं। आपको इसकी वजहें बताने वाला नोटिस मिलता है और आप अपील कर सकते हैं; <a href="/grievance">शिकायत अधिकारी</a> वाला पेज देखें।</li>',
        '<li>आप जो पोस्ट करते हैं उस पर आपका हक़ बना रहता है, और जब तक वह ऑनलाइन है, आप हमें उसे रेस्टोरेंट कम्युनिटी पर दिखाने की इजाज़त देते हैं।</li>',
        '</ul>',
        '<h2>मार्केटप्लेस</h2>',
        '<p>वेंडर, प्रोफ़ेशनल्स और रेस्टोरेंट मालिक आपस में सीधे लेन-देन करते हैं। लिस्टिंग, ज़रूरतों, कोटेशन या नौकरी के आवेदनों से होने वाले सौदों में हम हिस्सा नहीं लेते, और उनकी कोई गारंटी नहीं देते।</p>',
        '<h2>Elite मेंबरशिप और पेमेंट</h2>',
        '<p>Elite मेंबरशिप और ब्लू टिक का पेमेंट एक साल के लिए होता है, उसी दाम पर जो पेमेंट से पहले दिखाया जाता है। दाम, कूपन और कटने वाली रक़म हमारा सर्वर तय करता है, और हर पेमेंट का GST इनवॉइस बनता है। कैंसल करने या रिफ़ंड माँगने पर क्या होता है, यह हमारी <a href="/cancellation-policy">कैंसलेशन पॉलिसी</a> में लिखा है।</p>',
        '<h2>आपकी जानकारी और आपका अकाउंट</h2>',
        '<p>हम आपकी जानकारी का इस्तेमाल कैसे करते हैं, यह हमारी <a href="/privacypolicy">प्राइवेसी पॉलिसी</a> में लिखा है। आप अपनी सेटिंग्स से कभी भी अपनी जानकारी डाउनलोड कर सकते हैं और अपना अकाउंट डिलीट कर सकते हैं; <a href="/deletionPolicy">अकाउंट डिलीट करने की पॉलिसी</a> देखें।</p>',
        '<h2>संपर्क</h2>',
        '<p>इन शर्तों के बारे में सवाल: <a href="/contact">हमसे संपर्क करें</a> या {{support_email}} पर लिखें।</p>',
      ],
    },
  },
  {
    slug: 'cancellation-policy',
    en: {
      title: 'Cancellation Policy',
      intro: 'What you pay for, when it starts and ends, and when you get your money back.',
      description: 'When Elite membership and blue-tick payments are refunded, and how to ask for a refund.',
      body: [
        '<h2>What you pay for</h2>',
        '<ul>',
        '<li><strong>Elite membership</strong> runs for 12 months from the moment your payment is confirmed. If you renew while a membership is still running, the new year is added to the end of the current one.</li>',
        '<li><strong>The blue tick</strong> is a one-year plan. After payment your documents are reviewed by our staff, who approve or reject the request.</li>',
        '</ul>',
        '<h2>Cancelling</h2>',
        '<p>There is no automatic renewal, so there is nothing to cancel for the next year: a membership simply ends after its 12 months. A membership that has started cannot be cancelled for a partial refund of the remaining months. Deleting your account ends your membership without a refund.</p>',
        '<p>A payment you started but did not finish costs nothing. A blue-tick request that you replace by uploading new documents before paying is cancelled without charge.</p>',
        '<h2>When we refund</h2>',
        '<p>Refunds are made by our staff, in full, to the card, account or wallet you paid with, when:</p>',
        '<ul>',
        '<li>you were charged twice for the same membership (for example from two browser tabs): one payment activates the membership and the other is refunded;</li>',
        '<li>the amount or currency the payment provider reports differs from the price we asked for: such a payment is marked failed and never activates anything;</li>',
        '<li>your blue-tick request is rejected after you paid for it: a rejection is not refunded automatically, write to us and we refund it.</li>',
        '</ul>',
        '<p>To ask for a refund, <a href="/contact">contact us</a> or write to {{support_email}} with the invoice number. How long a refund takes to reach you after we make it depends on your bank and the payment provider.</p>',
        '<p>See also our <a href="/terms-and-conditions">Terms &amp; Conditions</a>.</p>',
      ],
    },
    hi: {
      title: 'कैंसलेशन पॉलिसी',
      intro: 'आप किस चीज़ का पेमेंट करते हैं, वह कब शुरू और ख़त्म होती है, और आपको पैसे कब वापस मिलते हैं।',
      description: 'Elite मेंबरशिप और ब्लू टिक के पेमेंट का रिफ़ंड कब होता है, और रिफ़ंड कैसे माँगें।',
      body: [
        '<h2>आप किस चीज़ का पेमेंट करते हैं</h2>',
        '<ul>',
        '<li><strong>Elite मेंबरशिप</strong> आपका पेमेंट कन्फ़र्म होने के समय से 12 महीने चलती है। अगर आप चालू मेंबरशिप के दौरान ही रिन्यू करते हैं, तो नया साल मौजूदा साल के ख़त्म होने के बाद जुड़ जाता है।</li>',
        '<li><strong>ब्लू टिक</strong> एक साल का प्लान है। पेमेंट के बाद हमारा स्टाफ़ आपके दस्तावेज़ देखता है और रिक्वेस्ट मंज़ूर या नामंज़ूर करता है।</li>',
        '</ul>',
        '<h2>कैंसल करना</h2>',
        '<p>मेंबरशिप अपने-आप रिन्यू नहीं होती, इसलिए अगले साल के लिए कुछ कैंसल करने की ज़रूरत नहीं: मेंबरशिप अपने 12 महीने पूरे होने पर बस ख़त्म हो जाती है। शुरू हो चुकी मेंबरशिप को बचे हुए महीनों के रिफ़ंड के लिए बीच में कैंसल नहीं किया जा सकता। अकाउंट डिलीट करने से मेंबरशिप बिना रिफ़ंड के ख़त्म हो जाती है।</p>',
        '<p>जो पेमेंट आपने शुरू किया पर पूरा नहीं किया, उसका कोई पैसा नहीं लगता। ब्लू टिक की जिस रिक्वेस्ट को आप पेमेंट से पहले नए दस्तावेज़ अपलोड करके बदल देते हैं, वह बिना किसी चार्ज के कैंसल हो जाती है।</p>',
        '<h2>हम रिफ़ंड कब करते हैं</h2>',
        '<p>रिफ़ंड हमारा स्टाफ़ करता है, पूरा, उसी कार्ड, अकाउंट या वॉलेट में जिससे आपने पेमेंट किया था, जब:</p>',
        '<ul>',
        '<li>एक ही मेंबरशिप के लिए आपके पैसे दो बार कट गए हों (जैसे ब्राउज़र के दो टैब से): एक पेमेंट से मेंबरशिप चालू होती है और दूसरे का रिफ़ंड होता है;</li>',
        '<li>पेमेंट प्रोवाइडर जो रक़म या करेंसी बताए, वह हमारे माँगे गए दाम से अलग हो: ऐसा पेमेंट फ़ेल माना जाता है और उससे कभी कुछ चालू नहीं होता;</li>',
        '<li>पेमेंट करने के बाद आपकी ब्लू टिक रिक्वेस्ट नामंज़ूर हो जाए: नामंज़ूरी पर रिफ़ंड अपने-आप नहीं होता, हमें लिखें और हम रिफ़ंड कर देंगे।</li>',
        '</ul>',
        '<p>रिफ़ंड माँगने के लिए <a href="/contact">हमसे संपर्क करें</a> या इनवॉइस नंबर के साथ {{support_email}} पर लिखें। हमारे रिफ़ंड करने के बाद पैसा आप तक कितने दिन में पहुँचेगा, यह आपके बैंक और पेमेंट प्रोवाइडर पर निर्भर करता है।</p>',
        '<p>हमारे <a href="/terms-and-conditions">नियम और शर्तें</a> भी देखें।</p>',
      ],
    },
  },
  {
    slug: 'child-safety-policy',
    en: {
      title: 'Child Safety Standards',
      intro:
        'Restaurant Community is a professional network for adults. We have zero tolerance for child sexual abuse and exploitation.',
      description: 'Restaurant Community has zero tolerance for child sexual abuse and exploitation.',
      body: [
        '<h2>Adults only</h2>',
        '<p>Members must be 18 years of age or older. Accounts that belong to children are closed.</p>',
        '<h2>Zero tolerance</h2>',
        '<p>Child sexual abuse material (CSAM) and any content or behaviour that sexualises, grooms or exploits children is forbidden. We remove it, close the accounts involved, and report it to the authorities as the law requires.</p>',
        '<h2>How we moderate</h2>',
        '<p>Posts, photos and profiles are checked by automatic moderation, and flagged content is reviewed by our moderators by hand.</p>',
        '<h2>Report a concern</h2>',
        '<p>If you see content or behaviour that puts a child at risk, report it through our contact form or by e-mail to our safety contact: {{support_email}}. We review every report.</p>',
        '<h2>Standards we follow</h2>',
        '<p>We follow the child safety standards of the app stores that distribute our apps.</p>',
      ],
    },
    hi: {
      title: 'बच्चों की सुरक्षा के नियम',
      intro:
        'रेस्टोरेंट कम्युनिटी बालिगों का प्रोफ़ेशनल नेटवर्क है। बच्चों के यौन शोषण और किसी भी तरह के शोषण को हम बिल्कुल बर्दाश्त नहीं करते।',
      description: 'रेस्टोरेंट कम्युनिटी बच्चों के यौन शोषण और किसी भी तरह के शोषण को बिल्कुल बर्दाश्त नहीं करती।',
      body: [
        '<h2>सिर्फ़ बालिगों के लिए</h2>',
        '<p>मेंबर की उम्र 18 साल या उससे ज़्यादा होनी चाहिए। जो अकाउंट बच्चों के हैं, वे बंद कर दिए जाते हैं।</p>',
        '<h2>बिल्कुल बर्दाश्त नहीं</h2>',
        '<p>बच्चों के यौन शोषण की सामग्री (CSAM), और ऐसा कोई भी कंटेंट या बर्ताव जो बच्चों को यौन नज़र से दिखाए, उन्हें बहला-फुसलाकर फँसाए (ग्रूमिंग) या उनका शोषण करे, सख़्त मना है। हम उसे हटा देते हैं, उससे जुड़े अकाउंट बंद कर देते हैं, और क़ानून के मुताबिक़ अधिकारियों को उसकी रिपोर्ट करते हैं।</p>',
        '<h2>हम मॉडरेशन कैसे करते हैं</h2>',
        '<p>पोस्ट, फ़ोटो और प्रोफ़ाइल की जाँच अपने-आप होने वाले मॉडरेशन से होती है, और जिस कंटेंट पर निशान लगे उसे हमारे मॉडरेटर ख़ुद देखते हैं।</p>',
        '<h2>चिंता की रिपोर्ट करें</h2>',
        '<p>अगर आपको कोई ऐसा कंटेंट या बर्ताव दिखे जिससे किसी बच्चे को ख़तरा हो, तो हमारे संपर्क फ़ॉर्म से या हमारे सेफ़्टी संपर्क को ईमेल करके उसकी रिपोर्ट करें: {{support_email}}। हम हर रिपोर्ट देखते हैं।</p>',
        '<h2>हम किन नियमों का पालन करते हैं</h2>',
        '<p>हमारे ऐप जिन ऐप स्टोर से मिलते हैं, हम उनके बच्चों की सुरक्षा के नियमों का पालन करते हैं।</p>',
      ],
    },
  },
  {
    slug: 'deletionPolicy',
    en: {
      title: 'Account Deletion Policy',
      intro: 'You can ask us to delete your account and your data at any time.',
      description: 'How to delete your Restaurant Community account and when your data is removed.',
      body: [
        '<h2>How to ask</h2>',
        '<p>Signed in, choose <strong>Delete my account</strong> in <a href="/Home/User/setting">Settings</a>: it takes effect at once. Without signing in, write to {{support_email}} from the e-mail address of your account and tell us you want your account deleted. Step by step: <a href="/delete-account">how to delete your account</a>.</p>',
        '<h2>What happens and when</h2>',
        '<ul>',
        '<li>Deletion begins within 30 days of your request: your profile, posts and comments stop being shown.</li>',
        '<li>Your data is fully removed within 90 days.</li>',
        '<li>Records that the law obliges us to keep, such as invoices for payments and evidence of moderation decisions, are kept only as long as required, without your profile.</li>',
        '</ul>',
      ],
    },
    hi: {
      title: 'अकाउंट डिलीट करने की पॉलिसी',
      intro: 'आप कभी भी हमसे अपना अकाउंट और अपनी जानकारी डिलीट करने को कह सकते हैं।',
      description: 'रेस्टोरेंट कम्युनिटी का अपना अकाउंट कैसे डिलीट करें, और आपकी जानकारी कब हटाई जाती है।',
      body: [
        '<h2>कैसे कहें</h2>',
        '<p>साइन इन करके <a href="/Home/User/setting">सेटिंग्स</a> में <strong>Delete my account</strong> चुनें: अकाउंट उसी समय डिलीट हो जाता है। साइन इन किए बिना, अपने अकाउंट वाले ईमेल पते से {{support_email}} पर लिखें और बताएँ कि आप अपना अकाउंट डिलीट करवाना चाहते हैं। पूरा तरीक़ा: <a href="/delete-account">अपना अकाउंट कैसे डिलीट करें</a>।</p>',
        '<h2>क्या होता है और कब</h2>',
        '<ul>',
        '<li>आपकी रिक्वेस्ट के 30 दिन के अंदर डिलीट होना शुरू हो जाता है: आपकी प्रोफ़ाइल, पोस्ट और कमेंट दिखने बंद हो जाते हैं।</li>',
        '<li>आपकी जानकारी 90 दिन के अंदर पूरी तरह हटा दी जाती है।</li>',
        '<li>जो रिकॉर्ड क़ानून के हिसाब से हमें रखने पड़ते हैं, जैसे पेमेंट के इनवॉइस और मॉडरेशन के फ़ैसलों के सबूत, वे सिर्फ़ ज़रूरी समय तक रखे जाते हैं, आपकी प्रोफ़ाइल के बिना।</li>',
        '</ul>',
      ],
    },
  },
];

/**
 * Decision 408 (issue 35): the policy pages of the member site become content staff edit in the console,
 * one row per page (its address on the site as the slug), the English text (which binds) and an optional
 * Hindi one. The rows start with the texts the site showed, so an English reader sees the same page.
 */
export class PolicyPages1795570000000 implements MigrationInterface {
  name = 'PolicyPages1795570000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE policy_pages (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        slug VARCHAR(60) NOT NULL,
        title_en VARCHAR(200) NOT NULL,
        intro_en VARCHAR(1000) NOT NULL DEFAULT '',
        description_en VARCHAR(300) NOT NULL DEFAULT '',
        body_en MEDIUMTEXT NOT NULL,
        title_hi VARCHAR(200) NULL,
        intro_hi VARCHAR(1000) NULL,
        description_hi VARCHAR(300) NULL,
        body_hi MEDIUMTEXT NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        UNIQUE KEY ux_policy_pages_slug (slug)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    for (const { slug, en, hi } of PAGES) {
      await db.query(
        `INSERT INTO policy_pages (slug, title_en, intro_en, description_en, body_en,
           title_hi, intro_hi, description_hi, body_hi) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          slug,
          en.title,
          en.intro,
          en.description,
          en.body.join('\n'),
          hi.title,
          hi.intro,
          hi.description,
          hi.body.join('\n'),
        ],
      );
    }
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE policy_pages');
  }
}
