import { Card, Col, Row } from 'antd';
import { useState } from 'react';
import { RichTextEditor } from '@renderer/components/rich-text/rich-text-editor';
import { RichTextView } from '@renderer/components/rich-text/rich-text-view';

const WELCOME_MESSAGE = [
  '<h2>Welcome to Northwind, Amara!</h2>',
  '<p>We are delighted that you are joining the <strong>Customer Success</strong> team on <strong>Monday 2 June</strong>. Here is what to expect.</p>',
  '<h3>Before your first day</h3>',
  '<ul>',
  '<li><p>Read and sign the <a href="https://intranet.example.com/handbook">employee handbook</a>.</p></li>',
  '<li><p>Upload your right-to-work documents.</p></li>',
  '<li><p>Tell us whether you prefer a Mac or a Windows laptop.</p></li>',
  '</ul>',
  '<h3>Your first week</h3>',
  '<ol>',
  '<li><p><strong>Monday, 9:30</strong>: breakfast with the team, then your desk and accounts.</p></li>',
  '<li><p><strong>Tuesday</strong>: product training with your buddy, Jordan.</p></li>',
  '<li><p><strong>Friday</strong>: a first check-in with your manager.</p></li>',
  '</ol>',
  '<blockquote><p>Everyone here remembers their first week. Ask us anything, any time. <em>Priya, Head of People</em></p></blockquote>',
  '<p>Questions before you start? Write to <a href="mailto:people@example.com">people@example.com</a>.</p>',
].join('');

/** A new hire's welcome message being written, its preview as the new hire sees it, and an empty required editor. */
export default function RichTextEditorDemo() {
  const [welcome, setWelcome] = useState(WELCOME_MESSAGE);
  const [buddyNote, setBuddyNote] = useState('');
  return (
    <div data-demo-ready style={{ maxWidth: 1200 }}>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={13}>
          <RichTextEditor id="welcome-message" label="Welcome message" value={welcome} onChange={setWelcome} maxLength={2000} />
          <RichTextEditor
            id="buddy-note"
            label="Note for the buddy"
            value={buddyNote}
            onChange={setBuddyNote}
            placeholder="What should Jordan know before meeting Amara?"
            required
            error={buddyNote === '' ? 'This field is required' : undefined}
          />
        </Col>
        <Col xs={24} lg={11}>
          <Card title="Preview: what Amara sees" size="small">
            <RichTextView html={welcome} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
