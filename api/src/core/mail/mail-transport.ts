import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { AppConfig } from '../config/app-config';
import type { MailAttachment } from './mail.service';
import type { RenderedMail } from './templates';

/** The SMTP connection (SMTP_URL): the local mail catcher in development, a real relay in production. */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private readonly transporter: Transporter;

  constructor(private readonly config: AppConfig) {
    this.transporter = createTransport(config.SMTP_URL);
  }

  async deliver(to: string, mail: RenderedMail, attachments: MailAttachment[] = []): Promise<string> {
    const files = attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.contentBase64,
      encoding: 'base64',
    }));
    const info = await this.transporter.sendMail({
      from: this.config.MAIL_FROM,
      to,
      ...mail,
      attachments: files,
    });
    return info.messageId;
  }

  onApplicationShutdown() {
    this.transporter.close();
  }
}
