import { writeFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { writeScriptText } from './src/modules/invoices/pdf-fonts';
import { printable } from './src/modules/invoices/invoice-pdf';
const doc = new PDFDocument({ size: 'A6', margin: 20 });
const chunks: Buffer[] = [];
doc.on('data', (c: Buffer) => chunks.push(c));
doc.on('end', () => writeFileSync('/tmp/scripts.pdf', Buffer.concat(chunks)));
doc.fontSize(14);
for (const t of ['Bill to: राजेश शर्मा, किरण', 'હેમંત પટેલ, ગાંધી રોડ', 'முருகன் ஸ்ரீ', 'সুমন দাস', 'ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ', 'శ్రీనివాస్', 'ಬೆಂಗಳೂರು', 'കൊച്ചി', 'ଓଡ଼ିଆ'])
  writeScriptText(doc, t, { weight: 'regular', width: 260, latin: printable });
writeScriptText(doc, 'Bold: राजेश કુમાર', { weight: 'bold', width: 260, latin: printable });
doc.end();
