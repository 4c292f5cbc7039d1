import { relyingParty } from './relying-party';

describe('relyingParty', () => {
  it('uses the public host name and origin, without path or default port', () => {
    expect(relyingParty('https://community.example.com/')).toEqual({
      id: 'community.example.com',
      origins: ['https://community.example.com'],
    });
    expect(relyingParty('https://console.example.com:8443/x')).toEqual({
      id: 'console.example.com',
      origins: ['https://console.example.com:8443'],
    });
  });

  it('moves a loopback address to localhost at the same port (browsers refuse IP addresses)', () => {
    expect(relyingParty('http://127.0.0.1:3014')).toEqual({
      id: 'localhost',
      origins: ['http://localhost:3014'],
    });
    expect(relyingParty('http://[::1]:4100')).toEqual({
      id: 'localhost',
      origins: ['http://localhost:4100'],
    });
  });
});
