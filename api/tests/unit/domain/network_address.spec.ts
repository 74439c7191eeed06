import { test } from '@japa/runner'
import { classifyAddress, isPublicAddress } from '#domain/network_address'

test.group('Network addresses: which ones JoinFlow may call', () => {
  test('{0} is refused ({1})')
    .with([
      // IPv4
      ['0.0.0.0', 'unspecified'],
      ['0.1.2.3', 'unspecified'],
      ['127.0.0.1', 'loopback'],
      ['127.255.255.254', 'loopback'],
      ['10.0.0.1', 'private'],
      ['172.16.5.4', 'private'],
      ['172.31.255.255', 'private'],
      ['192.168.0.1', 'private'],
      ['169.254.169.254', 'linkLocal'],
      ['100.64.0.1', 'carrierGradeNat'],
      ['100.127.255.255', 'carrierGradeNat'],
      ['224.0.0.1', 'multicast'],
      ['239.255.255.250', 'multicast'],
      ['255.255.255.255', 'broadcast'],
      ['192.0.0.170', 'reserved'],
      ['192.0.2.1', 'reserved'],
      ['198.18.0.1', 'reserved'],
      ['203.0.113.9', 'reserved'],
      ['240.0.0.1', 'reserved'],
      // IPv6
      ['::', 'unspecified'],
      ['::1', 'loopback'],
      ['[::1]', 'loopback'],
      ['fc00::1', 'uniqueLocal'],
      ['fd12:3456:789a::1', 'uniqueLocal'],
      ['fe80::1', 'linkLocal'],
      ['fec0::1', 'deprecatedSiteLocal'],
      ['ff02::1', 'multicast'],
      ['2001:db8::1', 'reserved'],
      // IPv4 inside IPv6
      ['::ffff:127.0.0.1', 'ipv4Mapped'],
      ['::ffff:7f00:1', 'ipv4Mapped'],
      ['0:0:0:0:0:ffff:a9fe:a9fe', 'ipv4Mapped'],
      ['::ffff:8.8.8.8', 'ipv4Mapped'],
      ['::ffff:0:7f00:1', 'rfc6145'],
      ['64:ff9b::7f00:1', 'rfc6052'],
      ['64:ff9b::a9fe:a9fe', 'rfc6052'],
      ['64:ff9b::808:808', 'rfc6052'],
      ['64:ff9b:1::a00:1', 'rfc6052'],
      ['::7f00:1', 'outsideGlobalUnicast'],
      ['2002:7f00:1::1', '6to4'],
      ['2002:c0a8:101::1', '6to4'],
      ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'teredo'],
      // Not addresses, or forms a resolver never returns
      ['localhost', 'invalid'],
      ['2130706433', 'invalid'],
      ['0x7f.0.0.1', 'invalid'],
      ['0177.0.0.1', 'invalid'],
      ['127.1', 'invalid'],
      ['fe80::1%eth0', 'invalid'],
      ['2606:4700::1111%eth0', 'invalid'],
      ['', 'invalid'],
    ] as const)
    .run(({ assert }, [address, range]) => {
      assert.deepEqual(classifyAddress(address), { public: false, range })
      assert.isFalse(isPublicAddress(address))
    })

  test('{$self} is public')
    .with(['8.8.8.8', '93.184.215.14', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '2a03:2880:f10c:83:face:b00c:0:25de'])
    .run(({ assert }, address) => {
      assert.deepEqual(classifyAddress(address), { public: true, range: 'unicast' })
    })
})
