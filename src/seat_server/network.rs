//! Where the seat server may be reached from: the private networks it accepts phones from
//! unless the host allows others, and this computer's address on the local network (the one
//! phones type, or scan from the QR code).

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr, UdpSocket};

/// Whether `ip` is on a private network: loopback, the private IPv4 ranges (10/8,
/// 172.16/12, 192.168/16), link-local, shared address space (100.64/10, which carrier and
/// mesh VPNs use), and IPv6 unique-local and link-local addresses.
pub fn is_private(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => private_v4(v4),
        IpAddr::V6(v6) => {
            if let Some(v4) = v6.to_ipv4_mapped() {
                return private_v4(v4);
            }
            let first = v6.segments()[0];
            v6.is_loopback() || (first & 0xfe00) == 0xfc00 || (first & 0xffc0) == 0xfe80
        }
    }
}

fn private_v4(ip: Ipv4Addr) -> bool {
    let [a, b, ..] = ip.octets();
    ip.is_loopback()
        || ip.is_private()
        || ip.is_link_local()
        || (a == 100 && (64..128).contains(&b))
}

/// This computer's address on the local network: the one its default route leaves from
/// (asked of the system without sending anything), or loopback when there is no network.
pub fn local_address() -> IpAddr {
    let probe = || -> std::io::Result<IpAddr> {
        let socket = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0))?;
        // A UDP "connect" only picks the route; no packet leaves.
        socket.connect((Ipv4Addr::new(192, 0, 2, 1), 9))?;
        Ok(socket.local_addr()?.ip())
    };
    match probe() {
        Ok(ip) if !ip.is_unspecified() => ip,
        _ => IpAddr::V4(Ipv4Addr::LOCALHOST),
    }
}

/// The address phones open: `http://HOST:PORT/?room=CODE`.
pub fn join_url(host: IpAddr, port: u16, code: &str) -> String {
    let addr = SocketAddr::new(host, port);
    format!("http://{addr}/?room={code}")
}

/// The unspecified address of `ip`'s family (to listen on every interface).
pub fn any_of(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(_) => IpAddr::V4(Ipv4Addr::UNSPECIFIED),
        IpAddr::V6(_) => IpAddr::V6(Ipv6Addr::UNSPECIFIED),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn home_networks_are_private_and_the_internet_is_not() {
        for ip in [
            "127.0.0.1",
            "10.1.2.3",
            "172.16.0.9",
            "172.31.255.1",
            "192.168.1.20",
            "169.254.3.4",
            "100.100.1.1",
            "::1",
            "fd12:3456::1",
            "fe80::1",
            "::ffff:192.168.0.4",
        ] {
            assert!(is_private(ip.parse().unwrap()), "{ip}");
        }
        for ip in [
            "8.8.8.8",
            "172.32.0.1",
            "192.169.0.1",
            "100.128.0.1",
            "2001:db8::1",
            "::ffff:1.1.1.1",
        ] {
            assert!(!is_private(ip.parse().unwrap()), "{ip}");
        }
    }

    #[test]
    fn the_join_address_carries_the_room_code() {
        let ip: IpAddr = "192.168.1.20".parse().unwrap();
        assert_eq!(
            join_url(ip, 7070, "KTRZ"),
            "http://192.168.1.20:7070/?room=KTRZ"
        );
        let v6: IpAddr = "fd00::2".parse().unwrap();
        assert_eq!(join_url(v6, 80, "KTRZ"), "http://[fd00::2]:80/?room=KTRZ");
    }
}
